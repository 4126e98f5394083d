// The benches' signed-in start: the demo admin signed in over the API, and a browser context's
// storage state holding that session (the console reads `canvass/session` at start), so a bench
// opens the signed-in shell without timing the sign-in page.

export const SESSION_STORAGE_KEY = "canvass/session";

/** Signs the demo admin (the one without two-factor) in: `{ token, player }`. */
export async function signInAdmin(baseUrl, logins) {
  const admin = logins.find((login) => login.role === "admin" && !login.totpSecret);
  if (admin === undefined) throw new Error("no admin demo login");
  const answer = await fetch(`${baseUrl}/api/users/auth/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: admin.username, password: admin.password }),
  });
  const signedIn = await answer.json();
  if (!answer.ok || signedIn.status !== "signedIn") throw new Error(`sign-in: ${answer.status}`);
  return { token: signedIn.token, player: signedIn.player };
}

/** The `Authorization` header of the API for that session. */
export function basicAuthorization(signedIn) {
  return `Basic ${Buffer.from(`${signedIn.player}:${signedIn.token}`).toString("base64")}`;
}

/** Playwright's `storageState` for `baseUrl` holding the session. */
export function sessionStorageState(baseUrl, signedIn) {
  return {
    cookies: [],
    origins: [
      {
        origin: baseUrl,
        localStorage: [
          {
            name: SESSION_STORAGE_KEY,
            value: JSON.stringify({ token: signedIn.token, playerId: signedIn.player }),
          },
        ],
      },
    ],
  };
}
