#!/usr/bin/env bash
# Usage: scripts/new-package.sh packages/NAME|services/NAME "description"
set -euo pipefail
dir=$1; desc=${2:-}
name=@estate/$(basename "$dir")
mkdir -p "$dir/src"
rel=$(realpath --relative-to="$dir" .)
cat > "$dir/package.json" <<JSON
{
  "name": "$name",
  "version": "0.1.0",
  "private": true,
  "description": "$desc",
  "type": "module",
  "exports": {
    ".": {
      "@estate/source": "./src/index.ts",
      "types": "./dist/index.d.ts",
      "default": "./dist/index.js"
    }
  },
  "scripts": {
    "build": "tsc -p tsconfig.build.json",
    "test": "vitest run --passWithNoTests"
  }
}
JSON
cat > "$dir/tsconfig.json" <<JSON
{
  "extends": "$rel/tsconfig.base.json",
  "compilerOptions": { "noEmit": true },
  "include": ["src", "test", "*.ts"]
}
JSON
cat > "$dir/tsconfig.build.json" <<JSON
{ "extends": "$rel/tsconfig.package-build.json" }
JSON
cat > "$dir/vitest.config.ts" <<TS
export { default } from '$rel/vitest.shared.js';
TS
[ -f "$dir/src/index.ts" ] || echo "export {};" > "$dir/src/index.ts"
