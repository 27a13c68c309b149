package nnue

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
)

// The network's shape.
const (
	Dim    = 8 // accumulator width per side
	Hidden = 8 // hidden units of the head
	Inputs = 2 * Dim
)

// Fixed-point units.
const (
	EmbedOne  = 128  // a row weight, and so an accumulator, of 1.0
	ActOne    = 128  // an activation of 1.0 (clipped to 0..ActOne)
	WeightOne = 256  // a hidden layer weight of 1.0
	OutOne    = 1024 // an output weight of 1.0
)

// An accumulator is Dim int16 lanes packed four to a word, so a row is
// added in Dim/4 word operations (lanes.go). The sum over a board of at
// most MaxCells cells of rows within ±EmbedMax cannot overflow a lane.
const (
	MaxCells = 15 * 15
	EmbedMax = 32767 / MaxCells
	Words    = Dim / 4
)

// Acc is one side's accumulator.
type Acc [Words]uint64

// Net is a quantised network. It is never changed after Decode builds it,
// so any number of searches may share one.
type Net struct {
	// Codes is how many pattern codes the rows cover; package ai checks
	// it is its own count.
	Codes int
	// Embed is Codes rows of Dim weights, row-major.
	Embed []int16
	W1    [Hidden][Inputs]int16
	B1    [Hidden]int32 // in ActOne*WeightOne units
	W2    [Hidden]int16
	B2    int32 // in ActOne*OutOne units
	// Scale is the engine's units per unit of logit: the classical
	// evaluation's fitted logistic scale, so the two speak alike.
	Scale int32

	// Derived by Decode: the rows packed as accumulators, and W1 by input.
	rows []Acc
	w1t  [Inputs][Hidden]int32
}

// Row is code's row of weights.
func (n *Net) Row(code int) []int16 { return n.Embed[code*Dim : code*Dim+Dim : code*Dim+Dim] }

// Packed is code's row as an accumulator.
func (n *Net) Packed(code int) *Acc { return &n.rows[code] }

// prepare derives the packed rows and the transposed W1.
func (n *Net) prepare() {
	n.rows = make([]Acc, n.Codes)
	for c := range n.rows {
		n.rows[c] = Pack(n.Row(c))
	}
	for h := range Hidden {
		for i := range Inputs {
			n.w1t[i][h] = int32(n.W1[h][i])
		}
	}
}

func clip(v, hi int32) int32 {
	if v < 0 {
		return 0
	}
	if v > hi {
		return hi
	}
	return v
}

// Eval is the value of a position for the side to move, in the engine's
// units, from the side to move's accumulator and the opponent's. Inputs
// clipped to zero add nothing, so only the others are multiplied in.
func (n *Net) Eval(own, opp *Acc) int32 {
	h := n.B1
	for side, a := range [2]*Acc{own, opp} {
		for w := range Words {
			word := a[w]
			for k := range 4 {
				// EmbedOne and ActOne are equal: a lane is an activation.
				x := clip(int32(int16(word>>(16*k))), ActOne)
				if x == 0 {
					continue
				}
				col := &n.w1t[side*Dim+4*w+k]
				for j := range Hidden {
					h[j] += col[j] * x
				}
			}
		}
	}
	out := n.B2
	for j := range Hidden {
		out += int32(n.W2[j]) * clip(h[j]/WeightOne, ActOne)
	}
	return int32(int64(out) * int64(n.Scale) / (ActOne * OutOne))
}

// The file: magic, version, shape, then the weights little-endian, then a
// CRC-32 of everything before it.
const (
	magic   = "GMKNNUE\x00"
	Version = 1
)

// ErrFormat marks a file that is not a network this program can read.
var ErrFormat = errors.New("nnue: not a network file this program reads")

type fileHeader struct {
	Magic                     [8]byte
	Version                   uint32
	Codes, Dim, Hidden, Scale int32
}

// Encode writes the network as a file.
func (n *Net) Encode() []byte {
	var buf bytes.Buffer
	h := fileHeader{Version: Version, Codes: int32(n.Codes), Dim: Dim, Hidden: Hidden, Scale: n.Scale}
	copy(h.Magic[:], magic)
	// Writes to a bytes.Buffer cannot fail.
	_ = binary.Write(&buf, binary.LittleEndian, h)
	_ = binary.Write(&buf, binary.LittleEndian, n.Embed)
	_ = binary.Write(&buf, binary.LittleEndian, n.W1)
	_ = binary.Write(&buf, binary.LittleEndian, n.B1)
	_ = binary.Write(&buf, binary.LittleEndian, n.W2)
	_ = binary.Write(&buf, binary.LittleEndian, n.B2)
	_ = binary.Write(&buf, binary.LittleEndian, crc32.ChecksumIEEE(buf.Bytes()))
	return buf.Bytes()
}

// Size is the length of a file of a network over codes pattern codes.
func Size(codes int) int {
	return binary.Size(fileHeader{}) + 2*codes*Dim + 2*Hidden*Inputs + 4*Hidden + 2*Hidden + 4 + 4
}

// Decode reads a network file, checking its magic, version, shape, size
// and checksum.
func Decode(data []byte) (*Net, error) {
	var h fileHeader
	r := bytes.NewReader(data)
	if err := binary.Read(r, binary.LittleEndian, &h); err != nil || string(h.Magic[:]) != magic {
		return nil, fmt.Errorf("%w: no network header", ErrFormat)
	}
	if h.Version != Version {
		return nil, fmt.Errorf("%w: version %d, this program reads %d", ErrFormat, h.Version, Version)
	}
	if h.Dim != Dim || h.Hidden != Hidden || h.Codes <= 0 || h.Codes > 1<<16 {
		return nil, fmt.Errorf("%w: shape %d codes × %d, hidden %d; this program's is × %d, hidden %d", ErrFormat, h.Codes, h.Dim, h.Hidden, Dim, Hidden)
	}
	if len(data) != Size(int(h.Codes)) {
		return nil, fmt.Errorf("%w: %d bytes, a network of %d codes has %d", ErrFormat, len(data), h.Codes, Size(int(h.Codes)))
	}
	body := data[:len(data)-4]
	if crc32.ChecksumIEEE(body) != binary.LittleEndian.Uint32(data[len(data)-4:]) {
		return nil, fmt.Errorf("%w: checksum does not match (damaged file)", ErrFormat)
	}
	n := &Net{Codes: int(h.Codes), Scale: h.Scale, Embed: make([]int16, int(h.Codes)*Dim)}
	for _, v := range []any{n.Embed, &n.W1, &n.B1, &n.W2, &n.B2} {
		if err := binary.Read(r, binary.LittleEndian, v); err != nil {
			return nil, fmt.Errorf("%w: %w", ErrFormat, err)
		}
	}
	if n.Scale <= 0 {
		return nil, fmt.Errorf("%w: scale %d", ErrFormat, n.Scale)
	}
	for _, e := range n.Embed {
		if e < -EmbedMax || e > EmbedMax {
			return nil, fmt.Errorf("%w: row weight %d beyond ±%d", ErrFormat, e, EmbedMax)
		}
	}
	n.prepare()
	return n, nil
}
