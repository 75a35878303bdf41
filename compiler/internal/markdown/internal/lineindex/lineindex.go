// Package lineindex turns byte offsets of a document into 1-based lines and
// columns, as diagnostics and link positions give them.
package lineindex

import (
	"sort"
	"unicode/utf8"
)

// Index turns byte offsets into 1-based lines and columns. It is built once
// per document; a lookup is a binary search for the line plus a character count
// within it. It belongs to one render (it is not safe for concurrent use).
type Index struct {
	src    []byte
	starts []int // offset of the first byte of each line
	// The last lookup: positions are mostly asked for in document order, so
	// counting on from there keeps a long line with many links linear.
	lastOffset, lastLine, lastCol int
}

// New indexes src.
func New(src []byte) *Index {
	starts := make([]int, 1, 1+len(src)/40)
	for i, c := range src {
		if c == '\n' {
			starts = append(starts, i+1)
		}
	}
	return &Index{src: src, starts: starts, lastOffset: -1}
}

// Position returns the line and column of offset (0, 0 when unknown). Columns
// count characters, not bytes, as editors do for UTF-8 text.
func (li *Index) Position(offset int) (line, col int) {
	if offset < 0 || offset > len(li.src) {
		return 0, 0
	}
	i := sort.Search(len(li.starts), func(i int) bool { return li.starts[i] > offset }) - 1
	from, col := li.starts[i], 1
	if li.lastLine == i+1 && li.lastOffset >= from && li.lastOffset <= offset {
		from, col = li.lastOffset, li.lastCol
	}
	col += utf8.RuneCount(li.src[from:offset])
	li.lastOffset, li.lastLine, li.lastCol = offset, i+1, col
	return i + 1, col
}

// Start is the offset of a 1-based line.
func (li *Index) Start(line int) int {
	if line < 1 || line > len(li.starts) {
		return -1
	}
	return li.starts[line-1]
}
