//go:build !unix

package compile

import "time"

// cpuTime is not measured here; the trace shows wall times only.
func cpuTime() time.Duration { return 0 }
