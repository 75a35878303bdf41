// The Next.js types the web app needs (CSS modules, static images, next/* modules).
// Next writes its own web/next-env.d.ts with these lines, and imports of its generated
// route types that differ between `next dev` (.next/dev/types) and `next build`
// (.next/types): a generated file, ignored by git (.gitignore) and by tsc (tsconfig.json).
/// <reference types="next" />
/// <reference types="next/image-types/global" />
