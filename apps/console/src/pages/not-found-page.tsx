import { Link } from "react-router-dom";

/** The catch-all page for an unknown address (spec §2 route table, §8 "Unknown route"). */
export function NotFoundPage() {
  return (
    <main>
      <h1>Page not found</h1>
      <p>There is nothing at this address.</p>
      <Link to="/">Go to the start page</Link>
    </main>
  );
}
