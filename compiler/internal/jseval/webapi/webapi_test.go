package webapi

import (
	"os"
	"testing"

	"github.com/dop251/goja"
)

// The globals give what Node 20 gives for the same code: testdata/probe.js,
// whose result below is node's output for it.
func TestGlobalsAsNode(t *testing.T) {
	const node = `{"headers":"content-type=text/html;x-a=1, 2|text/html|false","search":"1|1,é|x y||false|a=1&b=x+y&a=%C3%A9&c=&d=a+b%26c%21%27%28%29*%7E","url":"two|false|true","request":"https://e.org/api|POST|a/b","response":"201|true|true","text":"195,169,226,130,172,240,159,152,128|é€😀","base64":"aOk=|hé|aMOpIOKCrA==|hé €|6869|hi","clone":"true|true|0|true|true|true","abort":"true","blob":"4","types":"function,function,function,function,function,function"}`
	probe, err := os.ReadFile("testdata/probe.js")
	if err != nil {
		t.Fatal(err)
	}
	rt := goja.New()
	if err := Install(rt); err != nil {
		t.Fatal(err)
	}
	v, err := rt.RunString(string(probe))
	if err != nil {
		t.Fatal(err)
	}
	if got := v.String(); got != node {
		t.Errorf("got\n%s\nnode gives\n%s", got, node)
	}
}

// A timeout's callback runs once the code has run; an interval's never does;
// crypto and performance give the same values on every run.
func TestTimersAndDeterminism(t *testing.T) {
	run := func() string {
		rt := goja.New()
		if err := Install(rt); err != nil {
			t.Fatal(err)
		}
		if _, err := rt.RunString(`globalThis.log = []; setTimeout((x) => log.push("timeout " + x), 100, 1); setInterval(() => log.push("interval"), 1); queueMicrotask(() => log.push("microtask")); log.push("sync");`); err != nil {
			t.Fatal(err)
		}
		v, err := rt.RunString(`log.join(",") + "|" + crypto.randomUUID() + "|" + performance.now()`)
		if err != nil {
			t.Fatal(err)
		}
		return v.String()
	}
	a, b := run(), run()
	if a != b || a[:len("sync,timeout 1,microtask|")] != "sync,timeout 1,microtask|" {
		t.Errorf("runs %q and %q", a, b)
	}
}
