package record

import (
	"strings"
)

// sgfProp is one property of a node, with the byte offset of its identifier
// so errors can point at it.
type sgfProp struct {
	ident  string
	values []string
	off    int
}

type sgfNode struct {
	props []sgfProp
	off   int
}

// get returns the values of a property, or nil.
func (n *sgfNode) get(ident string) *sgfProp {
	for i := range n.props {
		if n.props[i].ident == ident {
			return &n.props[i]
		}
	}
	return nil
}

// sgfFrame is one open game tree "(": the line it adds nodes to (-1: the
// main line, else an index into the branches), how many game trees it has
// opened so far, and how many nodes its line had before the first of them.
type sgfFrame struct {
	line     int
	children int
	fork     int
}

// sgfBranch is a variation leaving the line parent (-1: the main line)
// after that line's first after nodes: the nodes of its own first line.
// Its own variations are branches whose parent is this one.
type sgfBranch struct {
	parent int
	after  int
	nodes  []sgfNode
}

// parseSGFMainLine reads the first game tree of an SGF collection and
// returns the nodes of its main line (the first variation at every fork)
// and every variation (each along its own first line, with a link to the
// line it leaves, so variations of variations are kept too). Later game
// trees are ignored, and anything before the first "(;" is skipped, as
// the SGF specification asks of readers. The parser keeps its own stack
// instead of recursing, so deeply nested variations cannot exhaust the Go
// stack.
func parseSGFMainLine(data []byte) ([]sgfNode, []sgfBranch, error) {
	start := sgfStart(data)
	if start < 0 {
		return nil, nil, offsetError(FormatSGF, data, 0, "no game tree: expected \"(;\"")
	}
	var (
		stack    []sgfFrame
		nodes    []sgfNode
		branches []sgfBranch
	)
	lineLen := func(line int) int {
		if line < 0 {
			return len(nodes)
		}
		return len(branches[line].nodes)
	}
	i := start
	for {
		i = skipSpace(data, i)
		if i >= len(data) {
			return nil, nil, offsetError(FormatSGF, data, i, "game tree not closed: missing \")\"")
		}
		switch c := data[i]; c {
		case '(':
			f := sgfFrame{line: -1}
			if n := len(stack); n > 0 {
				parent := &stack[n-1]
				if parent.children == 0 {
					// The first game tree goes on along its parent's line.
					parent.fork = lineLen(parent.line)
					f.line = parent.line
				} else {
					f.line = len(branches)
					branches = append(branches, sgfBranch{parent: parent.line, after: parent.fork})
				}
				parent.children++
			}
			stack = append(stack, f)
			i++
		case ')':
			stack = stack[:len(stack)-1]
			i++
			if len(stack) == 0 {
				if len(nodes) == 0 {
					return nil, nil, offsetError(FormatSGF, data, start, "game tree has no node")
				}
				return nodes, branches, nil
			}
		case ';':
			top := &stack[len(stack)-1]
			if top.children > 0 {
				return nil, nil, offsetError(FormatSGF, data, i, "node after a variation")
			}
			node, next, err := parseSGFNode(data, i)
			if err != nil {
				return nil, nil, err
			}
			if top.line < 0 {
				nodes = append(nodes, node)
			} else {
				branches[top.line].nodes = append(branches[top.line].nodes, node)
			}
			i = next
		default:
			return nil, nil, offsetError(FormatSGF, data, i, "unexpected %q, expected \";\", \"(\" or \")\"", c)
		}
	}
}

// parseSGFNode reads ";" and the properties after it, up to the next ";",
// "(" or ")".
func parseSGFNode(data []byte, i int) (sgfNode, int, error) {
	node := sgfNode{off: i}
	i++
	for {
		i = skipSpace(data, i)
		if i >= len(data) {
			return node, i, nil
		}
		c := data[i]
		if c == ';' || c == '(' || c == ')' {
			return node, i, nil
		}
		if !isLetter(c) {
			return node, i, offsetError(FormatSGF, data, i, "unexpected %q, expected a property name", c)
		}
		p := sgfProp{off: i}
		var ident strings.Builder
		for i < len(data) && isLetter(data[i]) {
			// FF[3] lets lower-case letters decorate a name (AddBlack = AB).
			if data[i] >= 'A' && data[i] <= 'Z' {
				ident.WriteByte(data[i])
			}
			i++
		}
		p.ident = ident.String()
		for {
			j := skipSpace(data, i)
			if j >= len(data) || data[j] != '[' {
				break
			}
			v, next, err := parseSGFValue(data, j)
			if err != nil {
				return node, next, err
			}
			p.values = append(p.values, v)
			i = next
		}
		if len(p.values) == 0 {
			return node, i, offsetError(FormatSGF, data, p.off, "property %s has no [value]", clip(string(data[p.off:i])))
		}
		node.props = append(node.props, p)
	}
}

// parseSGFValue reads "[…]" at i: a backslash escapes the next character,
// and a backslash before a line break removes both (a soft line break).
func parseSGFValue(data []byte, i int) (string, int, error) {
	open := i
	var v []byte
	for i++; i < len(data); i++ {
		c := data[i]
		switch c {
		case ']':
			return string(v), i + 1, nil
		case '\\':
			i++
			if i >= len(data) {
				break
			}
			switch data[i] {
			case '\n':
				if i+1 < len(data) && data[i+1] == '\r' {
					i++
				}
			case '\r':
				if i+1 < len(data) && data[i+1] == '\n' {
					i++
				}
			default:
				v = append(v, data[i])
			}
		default:
			v = append(v, c)
		}
	}
	return "", len(data), offsetError(FormatSGF, data, open, "value not closed: missing \"]\"")
}

func skipSpace(data []byte, i int) int {
	for i < len(data) && (data[i] == ' ' || data[i] == '\t' || data[i] == '\n' || data[i] == '\r' || data[i] == '\v' || data[i] == '\f') {
		i++
	}
	return i
}

func isLetter(c byte) bool { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') }
