import { test } from "node:test";
import assert from "node:assert/strict";
import { headFor } from "../lib/head";
import type { AnyPageProps, LayoutData } from "../lib/page-types";

// Only what headFor reads of the layout and the page.
const layout = {
  title: "Site", titleDelimiter: "|", tagline: "Docs", url: "https://example.com", baseUrl: "/base/", noIndex: false, multiLocale: false,
  localePrefix: "", image: "img/card.png",
  metadata: [{ name: "keywords", content: "charts" }, { name: "twitter:card", content: "summary_large_image" }],
} as unknown as LayoutData;

const doc = (extra: Record<string, unknown>) =>
  ({ layout, page: { kind: "doc", title: "Intro", description: "About it", route: "/docs/intro", image: null, unlisted: false, ...extra } }) as unknown as AnyPageProps;

test("the site's image is the social card of pages without their own, as an absolute URL", () => {
  assert.equal(headFor(doc({}), "/[...slug]")?.image, "https://example.com/base/img/card.png");
  assert.equal(headFor(doc({ image: "/img/own.png" }), "/[...slug]")?.image, "https://example.com/base/img/own.png");
  assert.equal(headFor(doc({ image: "img/own.png" }), "/[...slug]")?.image, "https://example.com/base/img/own.png");
  assert.equal(headFor(doc({ image: "https://cdn.example/x.png" }), "/[...slug]")?.image, "https://cdn.example/x.png");
  assert.equal(headFor({ layout } as AnyPageProps, "/")?.image, "https://example.com/base/img/card.png");
  assert.equal(headFor({ layout: { ...layout, image: null } } as AnyPageProps, "/")?.image, null);
});

test("the site's meta tags are on every page; a doc's own replace those of the same key", () => {
  assert.deepEqual(headFor({ layout } as AnyPageProps, "/404")?.meta, layout.metadata);
  const own = doc({ head: { meta: [{ name: "keywords", content: "axes" }, { property: "og:type", content: "article" }] } });
  assert.deepEqual(headFor(own, "/[...slug]")?.meta, [
    { name: "twitter:card", content: "summary_large_image" },
    { name: "keywords", content: "axes" },
    { property: "og:type", content: "article" },
  ]);
  assert.equal(headFor({ layout: { ...layout, metadata: [] } } as AnyPageProps, "/")?.meta, undefined);
});

test("a doc's <head> canonical link replaces the page's own canonical URL; unlisted and noIndex pages have none", () => {
  assert.equal(headFor(doc({}), "/[...slug]")?.canonical, "https://example.com/base/docs/intro");
  const own = doc({ head: { canonical: "https://docs.example.org/intro" } });
  assert.equal(headFor(own, "/[...slug]")?.canonical, "https://docs.example.org/intro");
  assert.equal(headFor(doc({ unlisted: true, head: { canonical: "https://docs.example.org/intro" } }), "/[...slug]")?.canonical, null);
  assert.equal(headFor({ ...own, layout: { ...layout, noIndex: true } } as AnyPageProps, "/[...slug]")?.canonical, null);
});

test("tag pages: titled by their title; an unlisted tag's page has no canonical URL", () => {
  const tag = (unlisted: boolean) => ({ layout, page: { kind: "tag", title: 'One doc tagged with "x"', label: "x", description: "", route: "/docs/tags/x", unlisted } }) as unknown as AnyPageProps;
  const listed = headFor(tag(false), "/[...slug]");
  assert.equal(listed?.title, 'One doc tagged with "x" | ' + layout.title);
  assert.equal(listed?.canonical, "https://example.com/base/docs/tags/x");
  assert.equal(listed?.description, null);
  assert.equal(headFor(tag(true), "/[...slug]")?.canonical, null);
  const list = { layout, page: { kind: "tags", title: "Tags", route: "/docs/tags", letters: [] } } as unknown as AnyPageProps;
  assert.equal(headFor(list, "/[...slug]")?.canonical, "https://example.com/base/docs/tags");
});

test("a doc titled \"\" (front matter title: \"\") has the site's title alone, as Docusaurus's useTitleFormatter makes it", () => {
  assert.equal(headFor(doc({}), "/[...slug]")?.title, "Intro | Site");
  assert.equal(headFor(doc({ title: "" }), "/[...slug]")?.title, "Site");
});

test("the site's titleDelimiter stands between the page's title and the site's; a page titled as the site is the site's title alone", () => {
  assert.equal(headFor({ ...doc({}), layout: { ...layout, titleDelimiter: "·" } } as AnyPageProps, "/[...slug]")?.title, "Intro · Site");
  assert.equal(headFor(doc({ title: " Site " }), "/[...slug]")?.title, "Site");
});
