package harness

import (
	"strings"
	"testing"
)

// fakeImpl is an Impl with only a name; its other methods are never called.
type fakeImpl struct {
	Impl
	name string
}

func (f fakeImpl) Name() string { return f.name }

func TestRegistry(t *testing.T) {
	Register(fakeImpl{name: "zz-test"})
	Register(fakeImpl{name: "aa-test"})
	impl, err := Lookup("zz-test")
	if err != nil || impl.Name() != "zz-test" {
		t.Fatalf("Lookup(zz-test) == %v, %v", impl, err)
	}
	names := strings.Join(Names(), ",")
	if !strings.Contains(names, "aa-test,zz-test") {
		t.Errorf("Names() == %s; want sorted order", names)
	}
	if _, err := Lookup("nope"); err == nil || !strings.Contains(err.Error(), "aa-test") {
		t.Errorf("Lookup(nope) error %v; want one listing registered names", err)
	}
	defer func() {
		if recover() == nil {
			t.Error("registering a name twice did not panic")
		}
	}()
	Register(fakeImpl{name: "zz-test"})
}
