// Package webapi gives contentc's JavaScript engine (package jseval) the
// globals of Node's web platform that Docusaurus configs and the modules they
// require use at load time: URL and URLSearchParams, Intl as far as configs
// use it (names from CLDR, package langinfo), fetch's types (Headers, Request,
// Response, FormData, AbortController), TextEncoder and TextDecoder, Blob,
// Buffer, atob and btoa, structuredClone, timers, performance and crypto.
// MetaMask's docs require a module that runs `new Headers()` when it loads:
// without it the whole site failed to compile.
//
// What needs the outside world gives what a build with nothing to wait for
// would: a timeout's callback runs once the code has run, an interval never;
// performance.now() is 0 and crypto's random values are the same on every run,
// so that the same input gives the same output.
package webapi

import (
	"encoding/base64"
	"strings"
	"unicode/utf8"

	"github.com/dop251/goja"

	"github.com/contentc/contentc/compiler/internal/langinfo"
)

// Install adds the globals to rt.
func Install(rt *goja.Runtime) error {
	rt.Set("__contentcURL", resolveURL)
	rt.Set("__contentcLangName", langinfo.Name)
	rt.Set("__contentcLangDir", langinfo.Direction)
	rt.Set("__contentcUTF8", func(s goja.Value) goja.Value { return rt.ToValue(toInts([]byte(jsString(s)))) })
	rt.Set("__contentcString", func(b []int64) string { return strings.ToValidUTF8(string(toBytes(b)), "\uFFFD") })
	rt.Set("__contentcToBase64", func(b []int64) string { return base64.StdEncoding.EncodeToString(toBytes(b)) })
	rt.Set("__contentcFromBase64", func(s string) goja.Value {
		s = strings.NewReplacer("-", "+", "_", "/").Replace(strings.TrimRight(s, "="))
		b, err := base64.RawStdEncoding.DecodeString(s)
		if err != nil {
			panic(rt.NewTypeError("the string to decode is not correctly encoded (base64)"))
		}
		return rt.ToValue(toInts(b))
	})
	_, err := rt.RunString(prelude)
	return err
}

// jsString is a JavaScript string as UTF-8, a lone surrogate as U+FFFD, as
// TextEncoder encodes it.
func jsString(v goja.Value) string {
	s := v.String()
	if utf8.ValidString(s) {
		return s
	}
	return strings.ToValidUTF8(s, "\uFFFD")
}

func toInts(b []byte) []any {
	out := make([]any, len(b))
	for i, x := range b {
		out[i] = int64(x)
	}
	return out
}

func toBytes(b []int64) []byte {
	out := make([]byte, len(b))
	for i, x := range b {
		out[i] = byte(x)
	}
	return out
}

// prelude defines the globals in JavaScript, on the helpers Install sets.
const prelude = `(function () {
  class URL {
    constructor(input, base) {
      const r = __contentcURL(String(input), base === undefined ? "" : String(base));
      if (r === null) throw new TypeError("Invalid URL: " + input);
      Object.assign(this, r);
    }
    get searchParams() { return new URLSearchParams(this.search); }
    toString() { return this.href; }
    toJSON() { return this.href; }
    static canParse(input, base) { return __contentcURL(String(input), base === undefined ? "" : String(base)) !== null; }
  }
  globalThis.URL = URL;
  // Intl, as far as configs use it (locale labels and directions: Outline's
  // localeConfigs); names come from CLDR (package langinfo).
  class DisplayNames {
    constructor(locales, options) {
      const l = Array.isArray(locales) ? locales[0] : locales;
      this._in = l === undefined ? "en" : String(l);
      this._type = (options && options.type) || "language";
      this._fallback = (options && options.fallback) || "code";
    }
    of(code) {
      const n = __contentcLangName(String(code), this._in, this._type);
      return n === String(code) && this._fallback === "none" ? undefined : n;
    }
    resolvedOptions() { return {locale: this._in, type: this._type, fallback: this._fallback, style: "long"}; }
  }
  class Locale {
    constructor(tag) {
      tag = String(tag);
      const parts = tag.split(/[-_]/);
      this.baseName = tag;
      this.language = parts[0].toLowerCase();
      this.script = parts.slice(1).find((p) => /^[A-Za-z]{4}$/.test(p));
      this.region = parts.slice(1).find((p) => /^([A-Za-z]{2}|[0-9]{3})$/.test(p));
      this.textInfo = {direction: __contentcLangDir(tag)};
    }
    getTextInfo() { return this.textInfo; }
    maximize() { return this; }
    minimize() { return this; }
    toString() { return this.baseName; }
  }
  globalThis.Intl = {
    DisplayNames, Locale,
    getCanonicalLocales(l) { return (l === undefined ? [] : Array.isArray(l) ? l : [l]).map(String); },
    NumberFormat: class { format(n) { return String(n); } resolvedOptions() { return {locale: "en"}; } },
    DateTimeFormat: class { format(d) { return new Date(d === undefined ? 0 : d).toISOString().slice(0, 10); } resolvedOptions() { return {locale: "en", timeZone: "UTC"}; } },
    Collator: class { constructor(l, o) { this.compare = (a, b) => String(a).localeCompare(String(b), l, o); } },
    PluralRules: class { select(n) { return n === 1 ? "one" : "other"; } },
  };
  // localeCompare with {numeric: true} compares runs of digits as numbers, as ICU does (medusa's sidebars)
  const lc = String.prototype.localeCompare, run = /\d+|\D+/g;
  String.prototype.localeCompare = function (that, l, o) { const a = String(this), b = String(that); if (!o || !o.numeric) return lc.call(a, b); const x = a.match(run) || [], y = b.match(run) || []; for (let i = 0; i < x.length && i < y.length; i++) { const c = /^\d/.test(x[i]) && /^\d/.test(y[i]) ? Math.sign(Number(x[i]) - Number(y[i])) : lc.call(x[i], y[i]); if (c) return c; } return Math.sign(x.length - y.length); };

  // A list of name-value pairs: URLSearchParams and FormData.
  const form = (s) => encodeURIComponent(s).replace(/%20/g, "+").replace(/[!'()~]/g, (c) => "%" + c.charCodeAt(0).toString(16).toUpperCase());
  const unform = (s) => { try { return decodeURIComponent(s.replace(/\+/g, " ")); } catch (e) { return s; } };
  class Pairs {
    constructor() { this._l = []; }
    append(k, v) { this._l.push([String(k), String(v)]); }
    delete(k) { k = String(k); this._l = this._l.filter((e) => e[0] !== k); }
    get(k) { k = String(k); const e = this._l.find((e) => e[0] === k); return e ? e[1] : null; }
    getAll(k) { k = String(k); return this._l.filter((e) => e[0] === k).map((e) => e[1]); }
    has(k) { k = String(k); return this._l.some((e) => e[0] === k); }
    set(k, v) {
      k = String(k);
      const i = this._l.findIndex((e) => e[0] === k);
      if (i < 0) { this.append(k, v); return; }
      this._l[i][1] = String(v);
      this._l = this._l.filter((e, j) => j <= i || e[0] !== k);
    }
    forEach(f, that) { for (const [k, v] of this._l) f.call(that, v, k, this); }
    keys() { return this._l.map((e) => e[0])[Symbol.iterator](); }
    values() { return this._l.map((e) => e[1])[Symbol.iterator](); }
    entries() { return this._l.map((e) => [e[0], e[1]])[Symbol.iterator](); }
    [Symbol.iterator]() { return this.entries(); }
  }
  class URLSearchParams extends Pairs {
    constructor(init) {
      super();
      if (init === undefined || init === null) return;
      if (typeof init === "string") {
        for (const p of init.replace(/^\?/, "").split("&")) {
          if (!p) continue;
          const i = p.indexOf("=");
          this._l.push(i < 0 ? [unform(p), ""] : [unform(p.slice(0, i)), unform(p.slice(i + 1))]);
        }
      } else if (typeof init[Symbol.iterator] === "function") {
        for (const [k, v] of init) this.append(k, v);
      } else {
        for (const k of Object.keys(init)) this.append(k, init[k]);
      }
    }
    get size() { return this._l.length; }
    sort() { this._l.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)); }
    toString() { return this._l.map((e) => form(e[0]) + "=" + form(e[1])).join("&"); }
  }
  class FormData extends Pairs {}
  // fetch's types, for code that builds a request or a response (fetch
  // itself gives a stand-in: there is no network).
  class Headers {
    constructor(init) {
      this._m = new Map();
      if (!init) return;
      const list = init instanceof Headers ? init.entries() : typeof init[Symbol.iterator] === "function" ? init : Object.entries(init);
      for (const [k, v] of list) this.append(k, v);
    }
    append(k, v) { k = String(k).toLowerCase(); const o = this._m.get(k); this._m.set(k, o === undefined ? String(v) : o + ", " + v); }
    set(k, v) { this._m.set(String(k).toLowerCase(), String(v)); }
    get(k) { const v = this._m.get(String(k).toLowerCase()); return v === undefined ? null : v; }
    has(k) { return this._m.has(String(k).toLowerCase()); }
    delete(k) { this._m.delete(String(k).toLowerCase()); }
    entries() { return [...this._m.entries()].sort((a, b) => (a[0] < b[0] ? -1 : 1))[Symbol.iterator](); }
    keys() { return [...this.entries()].map((e) => e[0])[Symbol.iterator](); }
    values() { return [...this.entries()].map((e) => e[1])[Symbol.iterator](); }
    forEach(f, that) { for (const [k, v] of this.entries()) f.call(that, v, k, this); }
    [Symbol.iterator]() { return this.entries(); }
  }
  class Request {
    constructor(input, init) {
      init = init || {};
      this.url = input instanceof Request ? input.url : String(input);
      this.method = String(init.method || (input instanceof Request ? input.method : "GET")).toUpperCase();
      this.headers = new Headers(init.headers || (input instanceof Request ? input.headers : undefined));
      this.body = init.body === undefined ? null : init.body;
    }
  }
  class Response {
    constructor(body, init) {
      init = init || {};
      this.body = body === undefined ? null : body;
      this.status = init.status === undefined ? 200 : init.status;
      this.ok = this.status >= 200 && this.status < 300;
      this.statusText = init.statusText || "";
      this.headers = new Headers(init.headers);
    }
    text() { return Promise.resolve(this.body === null ? "" : String(this.body)); }
    json() { return this.text().then((t) => JSON.parse(t)); }
    static json(data, init) { return new Response(JSON.stringify(data), init); }
  }
  class AbortSignal {
    constructor() { this.aborted = false; this.reason = undefined; }
    addEventListener() {}
    removeEventListener() {}
    throwIfAborted() { if (this.aborted) throw this.reason; }
    static abort(reason) { const s = new AbortSignal(); s.aborted = true; s.reason = reason; return s; }
    static timeout() { return new AbortSignal(); }
  }
  class AbortController {
    constructor() { this.signal = new AbortSignal(); }
    abort(reason) { this.signal.aborted = true; this.signal.reason = reason === undefined ? new Error("aborted") : reason; }
  }
  // Text and bytes.
  class TextEncoder {
    get encoding() { return "utf-8"; }
    encode(s) { return new Uint8Array(__contentcUTF8(s === undefined ? "" : String(s))); }
  }
  const bytesOf = (b) => (b instanceof ArrayBuffer ? new Uint8Array(b) : ArrayBuffer.isView(b) ? new Uint8Array(b.buffer, b.byteOffset, b.byteLength) : new Uint8Array(0));
  class TextDecoder {
    get encoding() { return "utf-8"; }
    decode(b) { return b === undefined ? "" : __contentcString(Array.from(bytesOf(b))); }
  }
  class Blob {
    constructor(parts, options) {
      this._s = (parts || []).map((p) => (p instanceof Blob ? p._s : ArrayBuffer.isView(p) || p instanceof ArrayBuffer ? new TextDecoder().decode(p) : String(p))).join("");
      this.type = (options && options.type) || "";
    }
    get size() { return new TextEncoder().encode(this._s).length; }
    text() { return Promise.resolve(this._s); }
    arrayBuffer() { return Promise.resolve(new TextEncoder().encode(this._s).buffer); }
  }
  class Buffer extends Uint8Array {
    static from(v, enc) {
      if (typeof v === "string") {
        const e = String(enc || "utf8").toLowerCase();
        const bytes = e === "base64" || e === "base64url" ? __contentcFromBase64(v) : e === "hex" ? (v.match(/../g) || []).map((h) => parseInt(h, 16)) : e === "latin1" || e === "binary" || e === "ascii" ? Array.from(v, (c) => c.charCodeAt(0) & 255) : __contentcUTF8(v);
        return new Buffer(bytes);
      }
      if (v instanceof ArrayBuffer) return new Buffer(new Uint8Array(v));
      return new Buffer(Array.from(v, (x) => x & 255));
    }
    static alloc(n, fill) { const b = new Buffer(n); if (fill !== undefined) b.fill(typeof fill === "number" ? fill : 0); return b; }
    static isBuffer(b) { return b instanceof Buffer; }
    static byteLength(s, enc) { return Buffer.from(s, enc).length; }
    static concat(list) { return Buffer.from(list.reduce((a, b) => a.concat(Array.from(b)), [])); }
    toString(enc) {
      const e = String(enc || "utf8").toLowerCase(), bytes = Array.from(this);
      if (e === "base64") return __contentcToBase64(bytes);
      if (e === "base64url") return __contentcToBase64(bytes).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
      if (e === "hex") return bytes.map((x) => (x < 16 ? "0" : "") + x.toString(16)).join("");
      if (e === "latin1" || e === "binary" || e === "ascii") return String.fromCharCode(...bytes);
      return __contentcString(bytes);
    }
    toJSON() { return {type: "Buffer", data: Array.from(this)}; }
  }
  const latin1 = (s, what) => Array.from(String(s), (c) => { const n = c.charCodeAt(0); if (n > 255) throw new Error(what + ": the string has a character outside Latin-1"); return n; });
  globalThis.btoa = (s) => __contentcToBase64(latin1(s, "btoa"));
  globalThis.atob = (s) => String.fromCharCode(...__contentcFromBase64(String(s).replace(/[\t\n\f\r ]/g, "")));
  // structuredClone: plain data, Maps, Sets, Dates and arrays, cycles kept.
  globalThis.structuredClone = function clone(v, seen) {
    if (v === null || typeof v !== "object") {
      if (typeof v === "function" || typeof v === "symbol") throw new Error("DataCloneError: " + String(v) + " could not be cloned");
      return v;
    }
    seen = seen || new Map();
    if (seen.has(v)) return seen.get(v);
    let out;
    if (v instanceof Date) out = new Date(v.getTime());
    else if (v instanceof RegExp) out = new RegExp(v.source, v.flags);
    else if (v instanceof Map) { out = new Map(); seen.set(v, out); for (const [k, x] of v) out.set(clone(k, seen), clone(x, seen)); return out; }
    else if (v instanceof Set) { out = new Set(); seen.set(v, out); for (const x of v) out.add(clone(x, seen)); return out; }
    else if (Array.isArray(v)) { out = []; seen.set(v, out); v.forEach((x, i) => { out[i] = clone(x, seen); }); return out; }
    else { out = {}; seen.set(v, out); for (const k of Object.keys(v)) out[k] = clone(v[k], seen); return out; }
    seen.set(v, out);
    return out;
  };
  // Timers: nothing waits. A timeout's callback runs once the evaluation's
  // code has run (as if its time had passed at once); an interval never runs.
  let timers = 0;
  globalThis.setTimeout = (f, ms, ...args) => { const id = ++timers; if (typeof f === "function") Promise.resolve().then(() => f(...args)); return id; };
  globalThis.setImmediate = (f, ...args) => globalThis.setTimeout(f, 0, ...args);
  globalThis.setInterval = () => ++timers;
  globalThis.clearTimeout = globalThis.clearInterval = globalThis.clearImmediate = () => {};
  globalThis.queueMicrotask = (f) => { Promise.resolve().then(f); };
  // performance and crypto give the same values on every run, so that the
  // same input gives the same output.
  globalThis.performance = {now: () => 0, timeOrigin: 0, mark() {}, measure() {}};
  let seed = 0x2545f491;
  const next = () => { seed ^= seed << 13; seed ^= seed >>> 17; seed ^= seed << 5; return seed >>> 0; };
  globalThis.crypto = {
    getRandomValues(a) { for (let i = 0; i < a.length; i++) a[i] = next(); return a; },
    randomUUID() {
      const h = Array.from({length: 4}, () => next().toString(16).padStart(8, "0")).join("");
      return h.slice(0, 8) + "-" + h.slice(8, 12) + "-4" + h.slice(13, 16) + "-" + "89ab"[next() & 3] + h.slice(17, 20) + "-" + h.slice(20, 32);
    },
  };
  Object.assign(globalThis, {URLSearchParams, FormData, Headers, Request, Response, AbortController, AbortSignal, TextEncoder, TextDecoder, Blob, Buffer});
})();`
