package lineindex

import "testing"

func TestLineIndex(t *testing.T) {
	src := []byte("ab\nü€x\n\nlast")
	li := New(src)
	tests := []struct{ offset, line, col int }{
		{0, 1, 1}, {2, 1, 3}, {3, 2, 1}, {5, 2, 2}, {8, 2, 3}, {9, 2, 4},
		{4, 2, 2}, // a continuation byte: counts as the character it belongs to
		{10, 3, 1}, {11, 4, 1}, {15, 4, 5},
		{3, 2, 1}, // backwards after a later lookup
		{-1, 0, 0}, {16, 0, 0},
	}
	for _, tt := range tests {
		if line, col := li.Position(tt.offset); line != tt.line || col != tt.col {
			t.Errorf("position(%d) = %d:%d, want %d:%d", tt.offset, line, col, tt.line, tt.col)
		}
	}
	if li.Start(2) != 3 || li.Start(5) != -1 {
		t.Errorf("start: %d %d", li.Start(2), li.Start(5))
	}
}
