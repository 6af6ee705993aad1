package gen

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/token"
	"strings"
)

// A perft tree holds the side to move constant within a ply, and the
// template says so with the type of a parameter: a template function with a
// parameter "us mover" (position's alias of harness.Color) is copied, before
// the per-implementation copies are made, into three functions:
//
//	fWhite(impl, …)      the body under "const us = harness.White"
//	fBlack(impl, …)      the same under "const us = harness.Black"
//	f(impl, …, us mover) a dispatcher on the value, for the other callers
//
// Inside fWhite and fBlack a call of such a function g whose mover argument
// is known there (us, us^1, harness.White or harness.Black, in parentheses
// or not) calls gWhite or gBlack directly, the argument left out. Any other
// call keeps calling the dispatcher. The compiler then folds each test of
// the side to move in the copies, and indexes by it without bounds checks.

// moverType is the type name that marks a parameter as the side to move.
const moverType = "mover"

// colours are the values a mover parameter takes in the copies, with the
// suffix of each copy.
var colours = []struct{ suffix, value string }{{"White", "harness.White"}, {"Black", "harness.Black"}}

// moverFunc is a template function with a mover parameter.
type moverFunc struct {
	fd    *ast.FuncDecl
	index int    // the position of the mover argument in a call, impl being 0
	name  string // the parameter's name
}

// moverParam returns the mover parameter of fd and its argument index, and
// ok false when fd has none; a mover parameter not declared alone ("us
// mover"), or a second one, is an error.
func moverParam(fd *ast.FuncDecl) (name string, index int, ok bool, err error) {
	i := 0
	for _, field := range fd.Type.Params.List {
		n := max(len(field.Names), 1)
		if isIdent(field.Type, moverType) {
			if ok || len(field.Names) != 1 {
				return "", 0, false, fmt.Errorf("template: %s: want one parameter of type %s, declared alone", fd.Name.Name, moverType)
			}
			name, index, ok = field.Names[0].Name, i, true
		}
		i += n
	}
	if ok && (fd.Type.Results == nil || len(fd.Type.Results.List) == 0) {
		return "", 0, false, fmt.Errorf("template: %s: a function with a %s parameter must return a value", fd.Name.Name, moverType)
	}
	return name, index, ok, nil
}

// resolve returns the colour index (0 White, 1 Black) that e names inside
// a copy where the variables in known hold those colours, and false when it
// cannot be known there.
func resolve(e ast.Expr, known map[string]int) (int, bool) {
	switch e := e.(type) {
	case *ast.ParenExpr:
		return resolve(e.X, known)
	case *ast.Ident:
		c, ok := known[e.Name]
		return c, ok
	case *ast.SelectorExpr:
		for i, col := range colours {
			if isIdent(e.X, "harness") && "harness."+e.Sel.Name == col.value {
				return i, true
			}
		}
	case *ast.BinaryExpr:
		if lit, ok := e.Y.(*ast.BasicLit); ok && e.Op == token.XOR && lit.Value == "1" {
			if v, ok := resolve(e.X, known); ok {
				return v ^ 1, true
			}
		}
	}
	return 0, false
}

// sides returns template with each template function that has a mover
// parameter replaced by its dispatcher and its two copies (see above).
func sides(template []byte) ([]byte, error) {
	_, f, off, err := parseTemplate(template)
	if err != nil {
		return nil, err
	}
	text := func(lo, hi token.Pos) string { return string(template[off(lo):off(hi)]) }

	movers := map[string]moverFunc{}
	for _, fd := range templateFuncs(f) {
		name, index, ok, err := moverParam(fd)
		if err != nil {
			return nil, err
		}
		if ok {
			movers[fd.Name.Name] = moverFunc{fd, index, name}
		}
	}
	if len(movers) == 0 {
		return template, nil
	}

	var edits []edit
	for _, m := range movers {
		fd := m.fd
		var params, args []string // those but the mover's, as source and as names
		for _, field := range fd.Type.Params.List {
			if isIdent(field.Type, moverType) {
				continue
			}
			params = append(params, text(field.Pos(), field.End()))
			for _, n := range field.Names {
				args = append(args, n.Name)
			}
		}
		results := text(fd.Type.Params.Closing+1, fd.Body.Lbrace)
		var out bytes.Buffer
		// The dispatcher keeps the name and the signature.
		fmt.Fprintf(&out, "%s {\n\tif %s == %s {\n\t\treturn %s%s(%s)\n\t}\n\treturn %s%s(%[6]s)\n}\n",
			text(fd.Pos(), fd.Body.Lbrace-1), m.name, colours[0].value,
			fd.Name.Name, colours[0].suffix, strings.Join(args, ", "), fd.Name.Name, colours[1].suffix)
		for c, col := range colours {
			body, err := specialiseBody(fd, m.name, c, movers, off, template)
			if err != nil {
				return nil, err
			}
			fmt.Fprintf(&out, "\nfunc %s%s(%s)%s{\n\tconst %s = %s\n%s}\n",
				fd.Name.Name, col.suffix, strings.Join(params, ", "), results, m.name, col.value, body)
		}
		start := fd.Pos()
		if fd.Doc != nil {
			start = fd.Doc.Pos()
		}
		edits = append(edits, edit{off(start), off(fd.End()), out.String()})
	}
	return apply(template, edits), nil
}

// specialiseBody returns the statements of the mover function fd as they
// read in its copy for colour c: each call of a mover function whose mover
// argument resolves there calls that colour's copy, without the argument.
// Besides the parameter, a variable defined from a known colour is known
// from its definition on: an inlined helper's parameter (us_f := us^1).
func specialiseBody(fd *ast.FuncDecl, param string, c int, movers map[string]moverFunc, off func(token.Pos) int, template []byte) (string, error) {
	lo, hi := off(fd.Body.Lbrace)+1, off(fd.Body.Rbrace)
	var edits []edit
	var bad error
	known := map[string]int{param: c}
	definedAt := map[string]int{} // where a known variable's definition ends
	dropped := map[string]bool{}  // the known variables passed as a dropped argument
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		if as, ok := n.(*ast.AssignStmt); ok && as.Tok == token.DEFINE && len(as.Lhs) == len(as.Rhs) {
			for i, lhs := range as.Lhs {
				if id, ok := lhs.(*ast.Ident); ok {
					if v, ok := resolve(as.Rhs[i], known); ok {
						known[id.Name] = v
						definedAt[id.Name] = off(as.End()) - lo
					} else {
						delete(known, id.Name)
					}
				}
			}
		}
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return bad == nil
		}
		id, ok := call.Fun.(*ast.Ident)
		if !ok {
			return true
		}
		m, ok := movers[id.Name]
		if !ok {
			return true
		}
		if m.index >= len(call.Args) || call.Ellipsis.IsValid() {
			bad = fmt.Errorf("template: %s: call of %s without its %s argument", fd.Name.Name, id.Name, moverType)
			return false
		}
		v, ok := resolve(call.Args[m.index], known)
		if !ok {
			return true
		}
		arg := call.Args[m.index]
		ast.Inspect(arg, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok && id.Name != param && definedAt[id.Name] > 0 {
				dropped[id.Name] = true
			}
			return true
		})
		// Drop the argument with the comma before it (impl always precedes it).
		edits = append(edits,
			edit{off(id.Pos()) - lo, off(id.End()) - lo, id.Name + colours[v].suffix},
			edit{off(call.Args[m.index-1].End()) - lo, off(arg.End()) - lo, ""})
		return true
	})
	if bad != nil {
		return "", bad
	}
	// A variable that was only passed on would now be unused.
	for name := range dropped {
		edits = append(edits, edit{definedAt[name], definedAt[name], "\n_ = " + name})
	}
	return strings.TrimLeft(string(apply(bytes.Clone(template[lo:hi]), edits)), "\n"), nil
}
