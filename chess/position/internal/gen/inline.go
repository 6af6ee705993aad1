package gen

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"regexp"
	"slices"
)

// The template reads as a rule book: generate calls one helper per rule
// (king moves, piece moves, pawn moves, en passant, castling). Go does not
// inline functions that large, and a call per rule per position costs the
// fast techniques several percent of their perft speed, so the copies are
// flattened here: before a copy is made, each statement
//
//	x = f(impl, a, b)   or   x := f(impl, a, b)
//
// that calls an inlinable template function f is replaced by f's body in a
// block of its own, its parameters bound to the arguments (renamed with the
// suffix _f so that they cannot capture the caller's names) and its return
// value assigned to x. A template function is inlinable when it has one
// result and a single return statement, its last. A named result, in
// "x := f(impl, …)", is x itself in the block: the body fills the caller's
// variable, with no copy of a large result at the end. Calls in other forms (an
// if condition, an expression) stay calls. The copies so hold the same code
// as a generate written in one piece; the template itself, which the
// interface path compiles, keeps its calls.

// helper is an inlinable template function.
type helper struct {
	fd      *ast.FuncDecl
	params  []string // names of its parameters after impl
	result  string   // its result type, as source
	body    string   // its statements before the return, parameters renamed
	returns string   // the returned expression, parameters renamed
	unused  []string // parameters the body does not use
	named   string   // the named result, renamed, or ""
	locals  []string // names the body declares (not renamed)
}

// inlinable reports whether the template function fd can be inlined: one
// result, and its only return statement is the last statement of its body.
func inlinable(fd *ast.FuncDecl) bool {
	if fd.Type.Results == nil || len(fd.Type.Results.List) != 1 || len(fd.Type.Results.List[0].Names) > 1 || fd.Body == nil || len(fd.Body.List) == 0 {
		return false
	}
	last, ok := fd.Body.List[len(fd.Body.List)-1].(*ast.ReturnStmt)
	if !ok || len(last.Results) != 1 {
		return false
	}
	returns := 0
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		switch n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			returns++
		}
		return true
	})
	return returns == 1
}

// edit replaces src[start:end] with text.
type edit struct {
	start, end int
	text       string
}

// apply returns src with the edits, which must not overlap, applied.
func apply(src []byte, edits []edit) []byte {
	slices.SortFunc(edits, func(a, b edit) int { return a.start - b.start })
	var out bytes.Buffer
	at := 0
	for _, e := range edits {
		out.Write(src[at:e.start])
		out.WriteString(e.text)
		at = e.end
	}
	out.Write(src[at:])
	return out.Bytes()
}

// parseTemplate parses template (movegen.go, as a pass before has left it)
// for a rewriting pass, and returns with it the byte offset of a position.
func parseTemplate(template []byte) (*token.FileSet, *ast.File, func(token.Pos) int, error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "movegen.go", template, parser.ParseComments)
	if err != nil {
		return nil, nil, nil, fmt.Errorf("template: %w", err)
	}
	return fset, f, func(p token.Pos) int { return fset.Position(p).Offset }, nil
}

// expand returns template with the calls of inlinable template functions
// inlined (see above).
func expand(template []byte) ([]byte, error) {
	fset, f, off, err := parseTemplate(template)
	if err != nil {
		return nil, err
	}
	text := func(n ast.Node) string { return string(template[off(n.Pos()):off(n.End())]) }

	helpers := map[string]*helper{}
	for _, fd := range templateFuncs(f) {
		if !inlinable(fd) {
			continue
		}
		h := &helper{fd: fd, result: text(fd.Type.Results.List[0].Type)}
		params := map[*ast.Object]string{}
		for _, field := range fd.Type.Params.List {
			for _, name := range field.Names {
				if name.Name == implParam {
					continue
				}
				if name.Name == "_" {
					return nil, fmt.Errorf("template: %s: a blank parameter cannot be inlined", fd.Name.Name)
				}
				h.params = append(h.params, name.Name)
				params[name.Obj] = name.Name
			}
		}
		// A named result is renamed like a parameter, so that the copy can
		// make it the caller's variable itself.
		if names := fd.Type.Results.List[0].Names; len(names) == 1 && names[0].Name != "_" {
			params[names[0].Obj] = names[0].Name
			h.named = names[0].Name + "_" + fd.Name.Name
		}
		// Rename the parameters where the body refers to them.
		var renames []edit
		ast.Inspect(fd.Body, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok && id.Obj != nil && params[id.Obj] != "" {
				renames = append(renames, edit{off(id.Pos()), off(id.End()), id.Name + "_" + fd.Name.Name})
			}
			return true
		})
		// renamed returns template[lo:hi] with the renames inside it.
		renamed := func(lo, hi int) string {
			var in []edit
			for _, e := range renames {
				if e.start >= lo && e.end <= hi {
					in = append(in, edit{e.start - lo, e.end - lo, e.text})
				}
			}
			return string(apply(slices.Clone(template[lo:hi]), in))
		}
		// The body's own names stay as they are; a call that assigns the
		// result to one of them is refused below, for the inlined block
		// would assign the inner variable and leave the caller's unset.
		ast.Inspect(fd.Body, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok && id.Obj != nil && params[id.Obj] == "" &&
				id.Obj.Pos() > fd.Body.Pos() && id.Obj.Pos() < fd.Body.End() && !slices.Contains(h.locals, id.Name) {
				h.locals = append(h.locals, id.Name)
			}
			return true
		})
		last := fd.Body.List[len(fd.Body.List)-1].(*ast.ReturnStmt)
		h.body = renamed(off(fd.Body.Lbrace)+1, off(last.Pos()))
		h.returns = renamed(off(last.Results[0].Pos()), off(last.Results[0].End()))
		for _, p := range h.params {
			if !slices.ContainsFunc(renames, func(e edit) bool { return e.text == p+"_"+fd.Name.Name }) {
				h.unused = append(h.unused, p)
			}
		}
		helpers[fd.Name.Name] = h
	}
	if len(helpers) == 0 {
		return template, nil
	}

	var edits []edit
	for _, fd := range templateFuncs(f) {
		var bad error
		ast.Inspect(fd.Body, func(n ast.Node) bool {
			block, ok := n.(*ast.BlockStmt)
			if !ok {
				return bad == nil
			}
			for _, stmt := range block.List {
				as, ok := stmt.(*ast.AssignStmt)
				if !ok || len(as.Lhs) != 1 || len(as.Rhs) != 1 || (as.Tok != token.ASSIGN && as.Tok != token.DEFINE) {
					continue
				}
				call, ok := as.Rhs[0].(*ast.CallExpr)
				if !ok {
					continue
				}
				id, ok := call.Fun.(*ast.Ident)
				if !ok || helpers[id.Name] == nil || helpers[id.Name].fd == fd {
					continue
				}
				h := helpers[id.Name]
				if len(call.Args) != len(h.params)+1 || !isIdent(call.Args[0], implParam) || call.Ellipsis.IsValid() {
					bad = fmt.Errorf("template: %s: call of %s: want impl and %d arguments", fset.Position(call.Pos()), id.Name, len(h.params))
					return false
				}
				if lhs, ok := as.Lhs[0].(*ast.Ident); ok && slices.Contains(h.locals, lhs.Name) {
					bad = fmt.Errorf("template: %s: %s declares a variable %s of its own, which would hide the caller's %s its result is assigned to; rename one", fset.Position(call.Pos()), id.Name, lhs.Name, lhs.Name)
					return false
				}
				edits = append(edits, edit{off(as.Pos()), off(as.End()), h.inline(text(as.Lhs[0]), as.Tok == token.DEFINE, call.Args[1:], text)})
			}
			return bad == nil
		})
		if bad != nil {
			return nil, bad
		}
	}
	return apply(template, edits), nil
}

// inline returns the block that replaces "lhs = h(impl, args…)" (or :=).
func (h *helper) inline(lhs string, define bool, args []ast.Expr, text func(ast.Node) string) string {
	var b bytes.Buffer
	name := h.fd.Name.Name
	if define {
		fmt.Fprintf(&b, "var %s %s\n", lhs, h.result)
	}
	fmt.Fprintf(&b, "{ // %s, inlined\n", name)
	if len(h.params) > 0 {
		for i, p := range h.params {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(p + "_" + name)
		}
		b.WriteString(" := ")
		for i, a := range args {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(text(a))
		}
		b.WriteString("\n")
		for _, p := range h.unused {
			fmt.Fprintf(&b, "_ = %s_%s\n", p, name)
		}
	}
	if h.named != "" && !define {
		// The result starts as its zero value, not as the caller's.
		fmt.Fprintf(&b, "var %s %s\n", h.named, h.result)
	}
	if h.named == "" || !define {
		b.WriteString(h.body)
		fmt.Fprintf(&b, "%s = %s\n}", lhs, h.returns)
		return b.String()
	}
	// The named result is the caller's new variable: no copy at the end.
	result := regexp.MustCompile(`\b` + h.named + `\b`)
	b.WriteString(result.ReplaceAllLiteralString(h.body, lhs))
	if returns := result.ReplaceAllLiteralString(h.returns, lhs); returns != lhs {
		fmt.Fprintf(&b, "%s = %s\n", lhs, returns)
	}
	b.WriteString("}")
	return b.String()
}
