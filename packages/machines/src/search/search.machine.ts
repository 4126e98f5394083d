import { canLookUpSubmissionId } from "@canvass/sdk/permissions";
import {
  SEARCH_DEBOUNCE_MS,
  isSearchable,
  isSubmissionIdTerm,
  lookupPath,
  normalizeSearchTerm,
  submissionIdFromTerm,
} from "@canvass/sdk/search";
import { assign, fromPromise, setup } from "xstate";
import {
  idResultPath,
  resultCount,
  singleResultPath,
  viewAllPath,
  visibleResults,
} from "./search.results";
import type {
  CheckIdExistsInput,
  IdExistsResult,
  NavigateParams,
  SearchAllInput,
  SearchContext,
  SearchEvent,
  SearchInput,
  SearchResults,
} from "./search.types";

/** Injected: go to an address of the console (`searchMachine.provide({ actions: { navigate } })`). */
const navigate: (args: unknown, params: NavigateParams) => void = () => undefined;

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`${name} is not provided: use searchMachine.provide({ actors })`));

/**
 * The global search (spec §2 "Global search popup", §5 "Global search"): typing restarts a
 * 500 ms debounce; a term under 3 characters clears the results and does nothing; a 6–8 hex term
 * of an operator with ViewSubLookup is first checked as an id and, when it exists, opens the
 * page of the type the check returns (a submission's lookup, a user's or team's profile…) if the
 * operator may open it; otherwise the search answers with results (only the sections the operator may
 * see), none, or exactly one the operator may open, which opens directly. Leaving `searching`
 * or `checkingId` stops the call, so a late answer for an older term is never applied.
 */
export const searchMachine = setup({
  types: {} as { context: SearchContext; events: SearchEvent; input: SearchInput },
  actors: {
    searchAll: fromPromise<SearchResults, SearchAllInput>(notProvided("searchAll")),
    checkIdExists: fromPromise<IdExistsResult, CheckIdExistsInput>(notProvided("checkIdExists")),
  },
  delays: { debounce: SEARCH_DEBOUNCE_MS },
  guards: {
    isSearchable: ({ event }) => event.type === "search.input" && isSearchable(event.value),
    isIdLookup: ({ context }) =>
      isSubmissionIdTerm(context.term) && canLookUpSubmissionId(context.permissions),
    idOpens: ({ context }, params: { result: IdExistsResult }) =>
      idResultPath(params.result, context.permissions) !== null,
    isEmpty: (_, params: { results: SearchResults }) => resultCount(params.results) === 0,
    opensDirectly: ({ context }, params: { results: SearchResults }) =>
      singleResultPath(params.results, context.permissions) !== null,
    hasSubmissions: ({ context }) => (context.results?.accounts.length ?? 0) > 0,
  },
  actions: {
    navigate,
    recordInput: assign(({ event }) =>
      event.type === "search.input"
        ? { input: event.value, term: normalizeSearchTerm(event.value) }
        : {},
    ),
    storeResults: assign((_, params: { results: SearchResults }) => ({
      results: params.results,
    })),
    clearResults: assign({ results: null }),
  },
}).createMachine({
  id: "search",
  context: ({ input }) => ({
    permissions: input.permissions,
    input: "",
    term: "",
    results: null,
  }),
  initial: "idle",
  on: {
    "search.input": [
      { guard: "isSearchable", target: ".debouncing", actions: "recordInput" },
      { target: ".idle", actions: "recordInput" },
    ],
    "search.close": { target: ".idle" },
  },
  states: {
    idle: { entry: "clearResults" },
    debouncing: {
      after: {
        debounce: [{ guard: "isIdLookup", target: "checkingId" }, { target: "searching" }],
      },
    },
    checkingId: {
      invoke: {
        id: "checkIdExists",
        src: "checkIdExists",
        input: ({ context }) => ({ id: submissionIdFromTerm(context.term) ?? context.term }),
        onDone: [
          {
            guard: { type: "idOpens", params: ({ event }) => ({ result: event.output }) },
            target: "idle",
            actions: {
              type: "navigate",
              params: ({ context, event }) => ({
                path: idResultPath(event.output, context.permissions) ?? lookupPath([]),
              }),
            },
          },
          { target: "searching" },
        ],
        onError: { target: "searching" },
      },
    },
    searching: {
      invoke: {
        id: "searchAll",
        src: "searchAll",
        input: ({ context }) => ({ term: context.term }),
        onDone: [
          {
            guard: {
              type: "isEmpty",
              params: ({ context, event }) => ({
                results: visibleResults(event.output, context.permissions),
              }),
            },
            target: "noResults",
          },
          {
            guard: {
              type: "opensDirectly",
              params: ({ context, event }) => ({
                results: visibleResults(event.output, context.permissions),
              }),
            },
            target: "idle",
            actions: {
              type: "navigate",
              params: ({ context, event }) => ({
                path:
                  singleResultPath(
                    visibleResults(event.output, context.permissions),
                    context.permissions,
                  ) ?? "",
              }),
            },
          },
          {
            target: "results",
            actions: {
              type: "storeResults",
              params: ({ context, event }) => ({
                results: visibleResults(event.output, context.permissions),
              }),
            },
          },
        ],
        onError: { target: "noResults" },
      },
    },
    results: {
      on: {
        "search.select": {
          target: "idle",
          actions: { type: "navigate", params: ({ event }) => ({ path: event.path }) },
        },
        "search.viewAll": {
          guard: "hasSubmissions",
          target: "idle",
          actions: {
            type: "navigate",
            params: ({ context }) => ({
              path: context.results === null ? lookupPath([]) : viewAllPath(context.results),
            }),
          },
        },
      },
    },
    noResults: {},
  },
});
