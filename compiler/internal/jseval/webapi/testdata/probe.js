(() => {
  const out = {};
  const h = new Headers({"Content-Type": "text/html", "X-A": "1"});
  h.append("x-a", "2");
  out.headers = [...h].map((e) => e.join("=")).join(";") + "|" + h.get("content-type") + "|" + h.has("X-B");
  const q = new URLSearchParams("?a=1&b=x+y&a=%C3%A9&c");
  q.append("d", "a b&c!'()*~");
  out.search = [q.get("a"), q.getAll("a").join(","), q.get("b"), q.get("c"), q.has("z"), q.toString()].join("|");
  const u = new URL("https://e.org/p?x=1&y=two#h");
  out.url = u.searchParams.get("y") + "|" + URL.canParse("nope") + "|" + URL.canParse("/p", "https://e.org");
  const r = new Request("https://e.org/api", {method: "post", headers: {Accept: "a/b"}});
  out.request = [r.url, r.method, r.headers.get("accept")].join("|");
  const res = new Response('{"k":[1,2]}', {status: 201});
  out.response = [res.status, res.ok, res.statusText === ""].join("|");
  out.text = Array.from(new TextEncoder().encode("é€😀")).join(",") + "|" + new TextDecoder().decode(new TextEncoder().encode("é€😀"));
  out.base64 = [btoa("hé"), atob("aOk="), Buffer.from("hé €").toString("base64"), Buffer.from("aMOpIOKCrA==", "base64").toString(), Buffer.from("hi").toString("hex"), Buffer.from("6869", "hex").toString()].join("|");
  const o = {a: [1, {b: new Date(0)}], m: new Map([["k", new Set([1])]])};
  o.self = o;
  const c = structuredClone(o);
  out.clone = [c !== o, c.self === c, c.a[1].b.getTime(), c.a[1].b instanceof Date, c.m.get("k").has(1), c.a[1] !== o.a[1]].join("|");
  const ac = new AbortController();
  ac.abort();
  out.abort = String(ac.signal.aborted);
  out.blob = new Blob(["ab", "é"]).size + "";
  out.types = [typeof queueMicrotask, typeof setTimeout, typeof clearTimeout, typeof performance.now, typeof crypto.randomUUID, typeof FormData].join(",");
  return JSON.stringify(out);
})()
