package gen

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/token"
)

// The template sizes a position up into one value of the struct type node
// (checkers, pins, target…), which reads well but costs speed: Go keeps a
// struct of more than four fields in memory, so every use of a field is a
// load, where separate variables can live in registers. So, as the last
// step before the copies are made, each local variable declared
// "var nd node" in a template function is split into one variable per field
// (nd.pinned becomes nd_pinned); a use of the whole variable is an error.

// scalarType is the struct type whose local variables are split.
const scalarType = "node"

// scalarise returns template with each local variable of type scalarType in
// a template function split into its fields (see above).
func scalarise(template []byte) ([]byte, error) {
	_, f, off, err := parseTemplate(template)
	if err != nil {
		return nil, err
	}
	var fields []*ast.Field
	for _, d := range f.Decls {
		if gd, ok := d.(*ast.GenDecl); ok && gd.Tok == token.TYPE {
			for _, spec := range gd.Specs {
				if ts := spec.(*ast.TypeSpec); ts.Name.Name == scalarType {
					if st, ok := ts.Type.(*ast.StructType); ok {
						fields = st.Fields.List
					}
				}
			}
		}
	}
	if fields == nil {
		return template, nil
	}
	var edits []edit
	for _, fd := range templateFuncs(f) {
		split := map[*ast.Object]bool{}
		done := map[*ast.Ident]bool{} // idents already rewritten as part of a field use
		var bad error
		ast.Inspect(fd.Body, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.DeclStmt:
				gd, ok := n.Decl.(*ast.GenDecl)
				if !ok || gd.Tok != token.VAR || len(gd.Specs) != 1 {
					return true
				}
				vs := gd.Specs[0].(*ast.ValueSpec)
				if !isIdent(vs.Type, scalarType) || len(vs.Values) != 0 {
					return true
				}
				var b bytes.Buffer
				for _, v := range vs.Names {
					split[v.Obj] = true
					done[v] = true
					for _, field := range fields {
						typ := string(template[off(field.Type.Pos()):off(field.Type.End())])
						for _, name := range field.Names {
							fmt.Fprintf(&b, "var %s_%s %s\n", v.Name, name.Name, typ)
						}
					}
				}
				edits = append(edits, edit{off(n.Pos()), off(n.End()), b.String()})
				return false
			case *ast.SelectorExpr:
				if id, ok := n.X.(*ast.Ident); ok && id.Obj != nil && split[id.Obj] {
					edits = append(edits, edit{off(n.Pos()), off(n.End()), id.Name + "_" + n.Sel.Name})
					done[id] = true
					return false
				}
			case *ast.Ident:
				if n.Obj != nil && split[n.Obj] && !done[n] {
					bad = fmt.Errorf("template: %s: %s of type %s is used whole; only its fields can be", fd.Name.Name, n.Name, scalarType)
				}
			}
			return bad == nil
		})
		if bad != nil {
			return nil, bad
		}
	}
	return apply(template, edits), nil
}
