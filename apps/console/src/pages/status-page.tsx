/** What a newcomer sees at `/` until the shell (issue #7) lands: what exists and where. */
export function StatusPage() {
  return (
    <main>
      <h1>Canvass</h1>
      <p>
        The console shell is not built yet. The API contract is served by the reference server at{" "}
        <a href="/api/openapi.json">/api/openapi.json</a>.
      </p>
    </main>
  );
}
