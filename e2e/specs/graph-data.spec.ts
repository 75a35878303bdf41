import { expect, test } from '@playwright/test';
import { FIXTURE } from '../helpers/env';
import { fixtureGraph } from '../helpers/graph';

// What the site publishes from the graph (issue 7): every route of the graph is a page,
// and the data files a browser loads (page data, shared sidebars) carry no URL that could
// run script. The compiler removes such URLs from sidebars, navbar, footer, edit URLs and
// images (with unsafe-url warnings), and web/lib/content.ts drops any that still reach
// it at build time (defence in depth, unit-tested in web/test/graph-data.test.ts). A missing or
// corrupt graph file failing the build is tested in web/test/graph-data.test.ts.

// a script URL anywhere, or a data: URL as a JSON value (the text "data: the title" is fine)
const UNSAFE = /(?:javascript|vbscript)\s*:|"\s*data:/i;

test('every route of the fixture graph is exported, as HTML and as page data', async ({ request }) => {
  const g = fixtureGraph();
  const home = await (await request.get(`${FIXTURE}/`)).text();
  const buildId = JSON.parse(/<script id="__NEXT_DATA__" type="application\/json">([^<]*)<\/script>/.exec(home)![1]).buildId;
  for (const r of g.routes) {
    const html = await request.get(`${FIXTURE}${r.route}`);
    expect(html.status(), r.route).toBe(200);
    const data = await request.get(`${FIXTURE}/_next/data/${buildId}${r.route}.json`);
    expect(data.status(), `page data of ${r.route}`).toBe(200);
    const props = (await data.json()).pageProps;
    expect(props.page.route, r.route).toBe(r.route);
  }
});

test('neither the graph nor the published files carry unsafe URLs', async ({ request }) => {
  // the graph as contentc wrote it: the hostile sidebar's javascript: link was removed
  const g = fixtureGraph();
  const current = g.versions.find((v) => v.isLast)!;
  expect(JSON.stringify(current.sidebars.hostile)).toContain('category-label');
  expect(JSON.stringify(current.sidebars.hostile)).not.toMatch(UNSAFE);
  // the published sidebar file and page data
  const sidebar = await request.get(`${FIXTURE}/_contentc/sidebars/current/hostile.json`);
  expect(sidebar.status()).toBe(200);
  const sidebarText = await sidebar.text();
  expect(sidebarText).toContain('category-label'); // the labels are there, as text
  expect(sidebarText).not.toMatch(UNSAFE);
  const home = await (await request.get(`${FIXTURE}/`)).text();
  const buildId = JSON.parse(/<script id="__NEXT_DATA__" type="application\/json">([^<]*)<\/script>/.exec(home)![1]).buildId;
  for (const route of ['/docs/hostile/front-matter', '/docs/category/hostile-category']) {
    const text = await (await request.get(`${FIXTURE}/_next/data/${buildId}${route}.json`)).text();
    expect(text, route).not.toMatch(UNSAFE);
  }
  const fm = (await (await request.get(`${FIXTURE}/_next/data/${buildId}/docs/hostile/front-matter.json`)).json()).pageProps.page;
  expect(fm.editUrl).toBeNull();
  expect(fm.image).toBeNull();
  // the rendered Markdown of the markup page links nowhere dangerous (its text may say "javascript:")
  const markup = (await (await request.get(`${FIXTURE}/_next/data/${buildId}/docs/hostile/markup.json`)).json()).pageProps.page;
  // (raw HTML renders as Docusaurus renders it: an img keeps a checked site-relative src;
  // no handler, form action, srcdoc, style, or href other than an anchor; escaped markup
  // in the text is not a tag)
  const tags: string[] = markup.html.match(/<[a-z][^>]*>/gi) ?? [];
  expect(tags.length).toBeGreaterThan(10);
  expect(tags.filter((t) => /\s(action|srcdoc|formaction|style|on[a-z]+)\s*=|\shref="(?!#)|\ssrc="(?!\/)/i.test(t))).toEqual([]);
  expect(tags.filter((t) => /\ssrc=/i.test(t)).every((t) => /^<img\s/i.test(t))).toBe(true);
  expect(markup.html).toContain('href="#marker-heading"');
});

test('a doc page\'s HTML carries its content once: __NEXT_DATA__ goes without it, the page data has it', async ({ request }) => {
  const route = '/docs/intro';
  const html = await (await request.get(`${FIXTURE}${route}`)).text();
  const data = JSON.parse(/<script id="__NEXT_DATA__" type="application\/json">([^<]*)<\/script>/.exec(html)![1]);
  expect(data.props.pageProps.page.route).toBe(route);
  expect(data.props.pageProps.page.html).toBeUndefined();
  const json = await (await request.get(`${FIXTURE}/_next/data/${data.buildId}${route}.json`)).json();
  expect(json.pageProps.page.html.length).toBeGreaterThan(100);
  expect(html).toContain(json.pageProps.page.html);
});
