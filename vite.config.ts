import { execSync } from 'node:child_process'
import { lingui } from '@lingui/vite-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { createChunking, pageAreasIn } from './build/chunking.ts'
import { dataVersion } from './build/data-version.ts'
import { manifestFile, webManifest } from './build/manifest.ts'

// The build id: what /api/health reports and what `npm start` compares against its sources.
function buildId(): string {
  try {
    const sha = execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim()
    return `${sha}-${Date.now().toString(36)}`
  } catch {
    return Date.now().toString(36)
  }
}

const id = buildId()

const chunking = createChunking({ pageAreas: pageAreasIn(`${import.meta.dirname}/src/routes`), debug: Boolean(process.env.CHUNK_DEBUG) })

const apiTarget = process.env.API_PROXY ?? 'http://127.0.0.1:8080'

export default defineConfig({
  define: { __DATA_VERSION__: JSON.stringify(dataVersion(`${import.meta.dirname}/contract`)) },
  plugins: [
    chunking.plugin,
    // dist/build-id.txt: what /api/health reports and what `npm start` compares against its sources.
    {
      name: 'reefline-build-id',
      apply: 'build',
      generateBundle() {
        this.emitFile({ type: 'asset', fileName: 'build-id.txt', source: id })
      },
    },
    // The Arabic manifest beside the English one the PWA plugin writes; the page links the one of its language.
    {
      name: 'reefline-manifest-ar',
      apply: 'build',
      generateBundle() {
        this.emitFile({ type: 'asset', fileName: manifestFile.ar, source: JSON.stringify(webManifest('ar')) })
      },
    },
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders and the pages they feed load together on demand (hover preloads both); pending, error
      // and not-found views share a second chunk. Neither is part of the first load.
      codeSplittingOptions: {
        defaultBehavior: [
          ['loader', 'component'],
          ['pendingComponent', 'errorComponent', 'notFoundComponent'],
        ],
      },
    }),
    react(),
    lingui({ macroTransform: true }),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: webManifest('en'),
      injectManifest: {
        rollupFormat: 'iife',
        // Shell, every route chunk (and maplibre's worker, an .mjs), both language catalogs and the fonts:
        // every screen opens offline in either language (docs/decisions/009-service-worker-caches.md).
        globPatterns: ['**/*.{js,mjs,css,html,svg,png,woff2,webmanifest}'],
        // The store screenshots are for the install sheet, online: no phone needs them offline.
        globIgnores: ['**/*.br', '**/*.gz', 'screenshots/**'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    // The largest chunk is the map (maplibre-gl, 1.2 MB, 330 KB compressed), loaded only when a map
    // is opened: the warning would be about it alone. The first load's budget is checked by
    // tests/e2e/first-visit-light.spec.ts, not by this number.
    chunkSizeWarningLimit: 1300,
    manifest: true,
    // Lazy chunks import their shared chunks themselves: Vite's preload helper added a <link> element
    // per dependency on the main thread at every lazy import (a measured long task on a slow phone).
    // CSS is still injected by the helper; after the first visit the service worker has every chunk.
    // The shell still names the entry's own imports (the bundler's runtime), fetched beside the entry.
    modulePreload: { polyfill: false, resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    rolldownOptions: {
      // Area chunks (build/chunking.ts): what a first visit needs in two files, lazy pages by area.
      output: { codeSplitting: { groups: chunking.groups } },
      // Rolldown prints a 9-line breakdown of plugin time (PLUGIN_TIMINGS) whenever a build runs past
      // 3 s, as a first build on a cold or busy machine does. The time goes to CSS and the router's
      // code splitting, both chosen here, so the notice asked for nothing and buried the build's own
      // lines; when build time is the question, `node --cpu-prof` answers it better.
      checks: { bundlerTimings: false },
    },
  },
  resolve: {
    // Lingui and TanStack's store ask for the hook through the shim for React before 18, whose copy of
    // it was part of every first load; React 19 has it (decision 041).
    alias: [
      { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector' },
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: `${import.meta.dirname}/src/lib/use-sync-external-store.ts` },
    ],
  },
  server: { proxy: { '/api': apiTarget, '/media': apiTarget } },
  preview: { proxy: { '/api': apiTarget, '/media': apiTarget } },
})
