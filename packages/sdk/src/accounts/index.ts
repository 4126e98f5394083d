// @canvass/sdk/accounts: the rules of submissions (accounts) shared by the server and the console.
export { sameAccountValue } from "./same-value";
export type { AccountValue } from "./same-value";
