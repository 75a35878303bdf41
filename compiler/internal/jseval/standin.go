package jseval

import (
	"sync"

	"github.com/dop251/goja"
)

// callLogs holds, for each runtime Eval is running, the calls of its
// stand-ins (Result.StandInCalls).
var callLogs sync.Map // *goja.Runtime → *[]standInCall

// maxLoggedCalls bounds the calls of stand-ins one evaluation logs.
const maxLoggedCalls = 1000

type standInCall struct {
	name   string
	frames []goja.StackFrame
}

// StandIn is a stand-in for an unknown package (or a file that is not there):
// every property and call gives another stand-in, so a config that uses a
// plugin's helpers still evaluates; values taken from it are reported in
// Result.Inert.
func StandIn(rt *goja.Runtime, name string) goja.Value { return standIn(rt, name, nil, false) }

// callArgKey reads the first argument of the call that gave a stand-in
// (undefined for a stand-in that no call gave), callArgsKey all of them, as a
// list: see Options.Unwrap.
const (
	callArgKey  = "__contentcCallArg"
	callArgsKey = "__contentcCallArgs"
)

// standIn is a stand-in; called is true for one a call of a stand-in gave
// (its calls are not logged as calls of the named function: `fs.readdirSync(d)`
// is, `.filter(…)` on what it gave is not).
func standIn(rt *goja.Runtime, name string, args []goja.Value, called bool) goja.Value {
	var p *goja.Proxy
	target := standInTarget(rt)
	MarkInert(rt, target, name)
	cfg := &goja.ProxyTrapConfig{
		Get: func(t *goja.Object, prop string, _ goja.Value) goja.Value {
			switch prop {
			case "__contentcInert":
				return rt.ToValue(name)
			case callArgKey:
				if len(args) == 0 {
					return goja.Undefined()
				}
				return args[0]
			case callArgsKey:
				return rt.NewArray(func() []any {
					out := make([]any, len(args))
					for i, a := range args {
						out[i] = a
					}
					return out
				}()...)
			case "__esModule", "then":
				return goja.Undefined()
			case "toString", "valueOf", "toJSON":
				return rt.ToValue(func(goja.FunctionCall) goja.Value { return rt.ToValue(InertText(name)) })
			}
			return rt.ToValue(p)
		},
		// A stand-in is an empty list to code that iterates it ([...sponsors],
		// for (const x of data), Array.from): a config that builds its pages'
		// data from files it read (there is no file system) still evaluates.
		GetSym: func(_ *goja.Object, sym *goja.Symbol, _ goja.Value) goja.Value {
			if sym == goja.SymIterator {
				return rt.ToValue(func(goja.FunctionCall) goja.Value { return emptyIterator(rt) })
			}
			return goja.Undefined()
		},
		// `import * as x from 'pkg'` copies the module's own keys (a stand-in has
		// none) onto an object whose prototype is the module's prototype: this
		// one answers every name with another stand-in, so x.load() still works.
		GetPrototypeOf: func(*goja.Object) *goja.Object { return inertProto(rt, name) },
		Apply: func(_ *goja.Object, _ goja.Value, args []goja.Value) goja.Value {
			if l, ok := callLogs.Load(rt); ok && !called {
				// bounded: a file that calls a stand-in in a loop logs its
				// first calls (one per place is what Eval keeps)
				if log := l.(*[]standInCall); len(*log) < maxLoggedCalls {
					*log = append(*log, standInCall{name, rt.CaptureCallStack(0, nil)})
				}
			}
			return standIn(rt, name, append([]goja.Value(nil), args...), true)
		},
		Construct: func(*goja.Object, []goja.Value, *goja.Object) *goja.Object {
			return rt.ToValue(p).(*goja.Object)
		},
	}
	px := rt.NewProxy(target, cfg)
	p = &px
	return rt.ToValue(px)
}

// targetFactories holds, for each runtime, the function making stand-ins'
// targets (see standInTarget); runtimes are dropped when Eval ends.
var targetFactories sync.Map // *goja.Runtime → goja.Callable

// standInTarget is a new function for a stand-in's proxy to wrap: a JavaScript
// function, which can be called and constructed, so that `new Database(path)`
// on a stand-in gives a stand-in (a Go function cannot be constructed: GBSL's
// config stopped with "Value is not a constructor").
func standInTarget(rt *goja.Runtime) *goja.Object {
	var mk goja.Callable
	if f, ok := targetFactories.Load(rt); ok {
		mk = f.(goja.Callable)
	} else if v, err := rt.RunString("(function () { return function () {}; })"); err == nil {
		mk, _ = goja.AssertFunction(v)
		targetFactories.Store(rt, mk)
	}
	if mk != nil {
		if v, err := mk(goja.Undefined()); err == nil {
			if o, ok := v.(*goja.Object); ok {
				return o
			}
		}
	}
	// (not reached: the factory is a constant program that returns a function)
	return rt.ToValue(func(goja.FunctionCall) goja.Value { return goja.Undefined() }).(*goja.Object)
}

// emptyIterator is an iterator that is done at once.
func emptyIterator(rt *goja.Runtime) goja.Value {
	it := rt.NewObject()
	it.Set("next", func(goja.FunctionCall) goja.Value {
		r := rt.NewObject()
		r.Set("done", true)
		r.Set("value", goja.Undefined())
		return r
	})
	return it
}

// inertProto is the prototype of a stand-in: every name read through it is a
// stand-in; its own prototype is null, so prototype walks end.
func inertProto(rt *goja.Runtime, name string) *goja.Object {
	target := rt.NewObject()
	px := rt.NewProxy(target, &goja.ProxyTrapConfig{
		Get: func(t *goja.Object, prop string, _ goja.Value) goja.Value {
			if prop == "__esModule" || prop == "then" || prop == "constructor" {
				return goja.Undefined()
			}
			return StandIn(rt, name)
		},
		GetPrototypeOf: func(*goja.Object) *goja.Object { return nil },
	})
	return rt.ToValue(px).(*goja.Object)
}

// Partly makes members a package of which those members are known and every
// other name is a stand-in for name (as StandIn's are): `react` with the hooks
// a server render runs, whatever else it has left standing in.
func Partly(rt *goja.Runtime, name string, members *goja.Object) goja.Value {
	_ = members.SetPrototype(inertProto(rt, name))
	return members
}
