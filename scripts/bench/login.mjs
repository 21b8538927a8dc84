// Logs in to a running dashboard over HTTP the way a browser without JavaScript does: GET /login
// (its hidden fields, the CSRF token among them, and the cookie that goes with it), then POST.
// Returns the cookies of the new session (and the stylesheet hint a browser would have by then) as
// name/value pairs. Used by the bench scripts.
export async function login(base, email = "admin@lawha.test", password = "Admin#2024") {
  const page = await fetch(`${base}/login`);
  const html = await page.text();
  const fields = new URLSearchParams();
  for (const m of html.matchAll(/<input[^>]*type="hidden"[^>]*>/g)) {
    const name = /name="([^"]+)"/.exec(m[0])?.[1];
    const value = /value="([^"]*)"/.exec(m[0])?.[1] ?? "";
    if (name) fields.set(name, value.replace(/&amp;/g, "&"));
  }
  fields.set("email", email);
  fields.set("password", password);
  const jar = pairs(page.headers.getSetCookie());
  // The page's idle fetch of the stylesheet file, whose answer sets the hint that later pages
  // link the cached file (app/server/critical-css.server.ts): a logged-in browser has had it.
  const stylesheet = /<link rel="prefetch" href="([^"]+)" as="style"/.exec(html)?.[1];
  if (stylesheet) jar.push(...pairs((await fetch(new URL(stylesheet, base))).headers.getSetCookie()));
  const res = await fetch(`${base}/login`, {
    method: "POST",
    body: fields,
    headers: { Origin: base, ...(jar.length ? { Cookie: header(jar) } : {}) },
    redirect: "manual",
  });
  if (res.status !== 302 || /\/login/.test(res.headers.get("location") ?? ""))
    throw new Error(`login failed: ${res.status} ${res.headers.get("location") ?? ""}`);
  // The session cookie is new; the CSRF cookie (set by the GET) stays.
  const fresh = pairs(res.headers.getSetCookie()).filter((c) => c.value !== "");
  return [...jar.filter((c) => !fresh.some((f) => f.name === c.name)), ...fresh];
}

/** `Cookie:` header value of the pairs. */
export function header(cookies) {
  return cookies.map((c) => `${c.name}=${c.value}`).join("; ");
}

function pairs(setCookies) {
  return setCookies.map((c) => {
    const [pair] = c.split(";");
    const at = pair.indexOf("=");
    return { name: pair.slice(0, at), value: pair.slice(at + 1) };
  });
}
