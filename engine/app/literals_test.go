package app

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"unicode"
)

// TestNoUserFacingLiteralsInCode walks the code that builds what players
// see and fails on any string literal that reads like words: every such
// text must come from the message catalogs. Error texts (wrapped with a
// package prefix, for logs and bug reports), identifiers, keys and format
// verbs pass.
func TestNoUserFacingLiteralsInCode(t *testing.T) {
	dirs := []string{".", "../../input", "../../input/loop", "../../render"}
	allowed := map[string]bool{
		// The boss screen's spreadsheet data: names and figures, not prose.
		"M. Ortiz": true, "J. Chen": true, "A. Kumar": true, "S. Novak": true,
		"L. Berg": true, "R. Silva": true, "K. Ito": true,
		// Nintendo's printed name for its d-pad (a hardware label).
		"+Control Pad": true,
	}
	for _, dir := range dirs {
		files, err := filepath.Glob(filepath.Join(dir, "*.go"))
		if err != nil {
			t.Fatal(err)
		}
		for _, name := range files {
			// cmd.go holds terminal commands' flag help, not game text.
			if strings.HasSuffix(name, "_test.go") || filepath.Base(name) == "cmd.go" {
				continue
			}
			src, err := os.ReadFile(name)
			if err != nil {
				t.Fatal(err)
			}
			fset := token.NewFileSet()
			f, err := parser.ParseFile(fset, name, src, parser.SkipObjectResolution)
			if err != nil {
				t.Fatal(err)
			}
			ast.Inspect(f, func(n ast.Node) bool {
				switch n := n.(type) {
				case *ast.CallExpr:
					// Errors and log lines are for developers.
					if sel, ok := n.Fun.(*ast.SelectorExpr); ok {
						if id, ok := sel.X.(*ast.Ident); ok && (id.Name == "fmt" || id.Name == "errors") {
							return false
						}
					}
				case *ast.Field:
					return false // struct tags
				case *ast.BasicLit:
					if n.Kind != token.STRING {
						return true
					}
					s, err := strconv.Unquote(n.Value)
					if err != nil || allowed[s] || !readsLikeWords(s) {
						return true
					}
					t.Errorf("%s: user-facing text %q belongs in a catalog", fset.Position(n.Pos()), s)
				}
				return true
			})
		}
	}
}

// readsLikeWords: two or more words of letters, not a package-prefixed
// message, a path or a format.
func readsLikeWords(s string) bool {
	if i := strings.Index(s, ": "); i > 0 && !strings.ContainsAny(s[:i], " ") {
		return false // "render: draw: …" wrapped errors
	}
	words := 0
	for _, w := range strings.Fields(s) {
		letters := 0
		for _, r := range w {
			if unicode.IsLetter(r) {
				letters++
			}
		}
		if letters >= 2 && !strings.ContainsAny(w, "%/_.=") {
			words++
		}
	}
	return words >= 2
}
