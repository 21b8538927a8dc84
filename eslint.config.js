// Lint: JavaScript's and TypeScript's recommended rules, the rules of hooks, and the JSX
// accessibility rules. Formatting is Prettier's (`.prettierrc.json`), not the linter's.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import globals from "globals";

// The layers of app/, from the ground up (docs/architecture.md): a module imports from its own
// layer or the ones below, never from above; components (the browser's) and server modules never
// import each other. Tests may reach any layer.
const APP_LAYERS = [
  ["locales", "styles", "utils"],
  ["components", "server"],
  ["entities"],
  ["history", "search", "schemas", "account", "orders", "settings", "reports"],
  ["routes", "root"],
];
const SIBLINGS_APART = { components: ["server"], server: ["components"] };

function folderGroup(folder) {
  return [`~/${folder}`, `~/${folder}/*`, `../${folder}`, `../${folder}/*`, `../../${folder}/*`];
}

function layerRules() {
  return APP_LAYERS.flatMap((layer, level) =>
    layer.flatMap((folder) => {
      const above = [...APP_LAYERS.slice(level + 1).flat(), ...(SIBLINGS_APART[folder] ?? [])];
      if (above.length === 0) return [];
      return {
        files: [`app/${folder}/**/*.{ts,tsx}`],
        ignores: ["**/*.test.ts", "**/*.test.tsx"],
        rules: {
          "no-restricted-imports": [
            "error",
            {
              patterns: [
                {
                  group: above.flatMap(folderGroup),
                  message: `app/${folder} may not import this: it is above it or its sibling (docs/architecture.md, "Layers").`,
                },
              ],
            },
          ],
        },
      };
    }),
  );
}

export default tseslint.config(
  { ignores: ["build/", "node_modules/", "data/", "reports/", "test-results/", "playwright-report/", "public/", ".cache/", "docs/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports", disallowTypeAnnotations: false }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A region that scrolls sideways (a wide table) must take focus, or the keyboard cannot scroll it.
      "jsx-a11y/no-noninteractive-tabindex": ["error", { roles: ["tabpanel", "region"] }],
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  ...layerRules(),
  {
    files: ["contract/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/app/**", "**/upstream/**", "~/*"], message: "The contract stands below both sides: it imports neither." }] },
      ],
    },
  },
  {
    files: ["upstream/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/app/**", "~/*"], message: "The reference upstream is another system: it shares only contract/ with the dashboard." }] },
      ],
    },
  },
);
