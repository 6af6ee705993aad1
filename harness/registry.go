package harness

import (
	"fmt"
	"slices"
	"strings"
	"sync"
)

var registry struct {
	sync.Mutex
	impls []Impl
}

// Register adds impl to the registry. Implementation packages call it from an
// init function. Register panics if impl is nil or its name is empty or
// already taken, since both are programming errors caught at start-up.
func Register(impl Impl) {
	registry.Lock()
	defer registry.Unlock()
	if impl == nil || impl.Name() == "" {
		panic("harness: Register of nil or unnamed implementation")
	}
	for _, have := range registry.impls {
		if have.Name() == impl.Name() {
			panic(fmt.Sprintf("harness: Register called twice for %q", impl.Name()))
		}
	}
	registry.impls = append(registry.impls, impl)
}

// All returns every registered implementation, sorted by name, with "naive"
// (the reference) first when it is registered. The slice is a copy.
func All() []Impl {
	registry.Lock()
	defer registry.Unlock()
	out := slices.Clone(registry.impls)
	slices.SortFunc(out, func(a, b Impl) int {
		switch {
		case a.Name() == b.Name():
			return 0
		case a.Name() == "naive":
			return -1
		case b.Name() == "naive":
			return 1
		}
		return strings.Compare(a.Name(), b.Name())
	})
	return out
}

// Names returns the names of every registered implementation in the order of All.
func Names() []string {
	var names []string
	for _, impl := range All() {
		names = append(names, impl.Name())
	}
	return names
}

// Lookup returns the registered implementation called name. The error lists
// the registered names when there is none.
func Lookup(name string) (Impl, error) {
	for _, impl := range All() {
		if impl.Name() == name {
			return impl, nil
		}
	}
	return nil, fmt.Errorf("no implementation %q (registered: %s)", name, strings.Join(Names(), ", "))
}
