#!/usr/bin/env python3
"""Makes the MDX variant of a generated corpus (for `make bench`): a copy in which
every page also uses a tab group (with a code block) and a partial, as pages of
large Docusaurus sites do. Usage: mdx-corpus.py PLAIN_CORPUS OUT_DIR"""
import os
import shutil
import sys

src, out = sys.argv[1], sys.argv[2]
if os.path.exists(out):
    shutil.rmtree(out)
shutil.copytree(src, out)

TAIL = """
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import Shared from '@site/docs/_shared.md';

<Tabs groupId="package-manager">
  <TabItem value="npm" label="npm" default>

  ```bash
  npm install example-package --save
  ```

  </TabItem>
  <TabItem value="yarn" label="Yarn">
    Run `yarn add example-package` in the project folder.
  </TabItem>
</Tabs>

<Shared />
"""

PARTIAL = """## Shared requirements {#shared-requirements}

Every page includes this partial: a **browser** with canvas support and Node 18.

```js
export function check() {
  return typeof HTMLCanvasElement !== 'undefined';
}
```
"""

docs = os.path.join(out, "docs")
with open(os.path.join(docs, "_shared.md"), "w") as f:
    f.write(PARTIAL)
for root, _, files in os.walk(docs):
    for name in files:
        if name.endswith(".md") and not name.startswith("_"):
            with open(os.path.join(root, name), "a") as f:
                f.write(TAIL)
