import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { BulkTable } from "@canvass/sdk/bulk";
import {
  HttpError,
  NetworkError,
  createCanvassClient,
  isHttpError,
  isNetworkError,
} from "@canvass/sdk/client";
import { silentLogger } from "@canvass/sdk/logging";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createActor, fromPromise, toPromise, waitFor } from "xstate";
import { createCoverage } from "../testing";
import { createBulkImportActors } from "./bulk-import.actors";
import { bulkImportMachine } from "./bulk-import.machine";
import {
  BULK_IMPORT_MODEL_FIXTURES as FIXTURES,
  bulkImportModelPaths,
  type BulkImportModelContext,
  type BulkImportModelEvent,
} from "./bulk-import.model";
import { canOpenStep, mappingComplete, needsColumn, validRowCount } from "./bulk-import.rules";
import { selectBulkImportView } from "./bulk-import.selectors";
import type {
  BulkAnnouncement,
  BulkCreateOutcome,
  BulkReadOutcome,
  BulkReport,
  BulkSource,
  CheckRowsInput,
  CreateRowsInput,
  ReadSourceInput,
} from "./bulk-import.types";

/** A call of an injected actor, answered by the test. */
interface Pending<I, O> {
  readonly input: I;
  readonly signal: AbortSignal;
  settled: boolean;
  resolve(value: O): void;
  reject(error: Error): void;
}

interface Env {
  readonly reads: Pending<ReadSourceInput, BulkReadOutcome>[];
  readonly checks: Pending<CheckRowsInput, BulkReport>[];
  readonly creates: Pending<CreateRowsInput, BulkCreateOutcome>[];
  /** What the `announce` action was given, in order. */
  readonly announced: BulkAnnouncement[];
}

let env: Env = { reads: [], checks: [], creates: [], announced: [] };

function held<I, O>(list: () => Pending<I, O>[]) {
  return fromPromise<O, I>(
    ({ input, signal }) =>
      new Promise<O>((resolve, reject) => {
        const pending: Pending<I, O> = {
          input,
          signal,
          settled: false,
          resolve: (value) => {
            pending.settled = true;
            resolve(value);
          },
          reject: (error) => {
            pending.settled = true;
            reject(error);
          },
        };
        list().push(pending);
      }),
  );
}

/** The real machine with its three calls held for the test to answer. */
const machine = bulkImportMachine.provide({
  actors: {
    readSource: held(() => env.reads),
    checkRows: held(() => env.checks),
    createRows: held(() => env.creates),
  },
  actions: {
    announce: (_, params: BulkAnnouncement) => {
      env.announced.push(params);
    },
  },
});

/** Every actor of this file reports to it; the last test asks for 100 %. */
const coverage = createCoverage(machine);

function start(assignableRoles: readonly string[] = ["rep", "callcenter"]) {
  env = { reads: [], checks: [], creates: [], announced: [] };
  return createActor(machine, { input: { assignableRoles }, inspect: coverage.inspect }).start();
}

type Actor = ReturnType<typeof start>;

/** Lets settled promises reach the actor (all pending microtasks run before `setImmediate`). */
const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

function current<I, O>(calls: Pending<I, O>[]): Pending<I, O> {
  const call = calls.at(-1);
  if (call === undefined || call.settled) throw new Error("no call is waiting");
  return call;
}

const FILE: BulkSource = {
  kind: "file",
  name: FIXTURES.file.name,
  file: new Blob([FIXTURES.file.text]),
};

async function readTable(actor: Actor, table: BulkTable = FIXTURES.table) {
  actor.send({ type: "bulk.read", source: FILE });
  current(env.reads).resolve({ ok: true, table });
  await flush();
}

/** Read, default team chosen, on the preview with the check answered. */
async function checked(actor: Actor) {
  await readTable(actor);
  actor.send({ type: "bulk.open", step: "map" });
  actor.send({ type: "bulk.default", field: "team", value: FIXTURES.team });
  actor.send({ type: "bulk.open", step: "preview" });
  current(env.checks).resolve(FIXTURES.answers.check);
  await flush();
}

const view = (actor: Actor) => selectBulkImportView(actor.getSnapshot());

describe("bulk wizard rules", () => {
  const base = {
    table: FIXTURES.table,
    mapping: FIXTURES.mapping,
    defaults: { role: "", team: "" },
    report: undefined,
  };

  it("need a column for names and logins always, for role and team only without a default", () => {
    expect(needsColumn(base, "username")).toBe(true);
    expect(needsColumn(base, "password")).toBe(false);
    expect(needsColumn(base, "team")).toBe(true);
    expect(needsColumn({ defaults: { role: "rep", team: "t" } }, "team")).toBe(false);
    expect(needsColumn({ defaults: { role: "rep", team: "" } }, "role")).toBe(false);
    expect(mappingComplete(base)).toBe(false);
    expect(mappingComplete({ ...base, defaults: { role: "", team: "t" } })).toBe(true);
  });

  it("open the mapping with rows, the preview with a complete mapping, only the result after", () => {
    expect(canOpenStep({ ...base, table: undefined }, "map")).toBe(false);
    expect(canOpenStep({ ...base, table: { header: ["a"], rows: [] } }, "map")).toBe(false);
    expect(canOpenStep(base, "map")).toBe(true);
    expect(canOpenStep(base, "preview")).toBe(false);
    expect(canOpenStep({ ...base, defaults: { role: "", team: "t" } }, "preview")).toBe(true);
    expect(canOpenStep(base, "result")).toBe(false);
    const done = { ...base, report: FIXTURES.answers.created };
    expect(
      ["source", "map", "preview", "result"].filter((s) => canOpenStep(done, s as never)),
    ).toEqual(["result"]);
  });

  it("count the rows without a problem", () => {
    expect(validRowCount([{}, {}, {}], FIXTURES.answers.refused)).toBe(1);
    expect(
      validRowCount(
        [{}],
        [
          { row: 0, errors: [] },
          { row: 5, errors: [] },
        ],
      ),
    ).toBe(1);
  });
});

describe("bulkImportMachine", () => {
  it("guesses the mapping when a table is read and opens the next steps", async () => {
    const actor = start();
    actor.send({ type: "bulk.read", source: FILE });
    expect(view(actor).reading).toBe(true);
    expect(current(env.reads).input.source).toBe(FILE);
    current(env.reads).resolve({ ok: true, table: FIXTURES.table });
    await flush();
    const { context } = actor.getSnapshot();
    expect(context.mapping).toEqual(FIXTURES.mapping);
    expect(context.fileName).toBe(FIXTURES.file.name);
    expect(context.rows).toHaveLength(3);
    expect(view(actor)).toMatchObject({
      step: "source",
      reading: false,
      openable: ["source", "map"],
      mappingComplete: false,
      // Every row lacks a team until a default is chosen.
      counts: { total: 3, valid: 0, invalid: 3 },
    });
    // The team is neither in the file nor defaulted yet: the preview stays shut.
    actor.send({ type: "bulk.open", step: "preview" });
    expect(actor.getSnapshot().value).toEqual({ source: "idle" });
    expect(actor.getSnapshot().context.moved).toBe(false);
    actor.send({ type: "bulk.open", step: "map" });
    expect(view(actor).step).toBe("map");
    expect(actor.getSnapshot().context.moved).toBe(true);
    actor.send({ type: "bulk.default", field: "team", value: FIXTURES.team });
    expect(view(actor).openable).toEqual(["source", "map", "preview"]);
    expect(view(actor).counts).toEqual({ total: 3, valid: FIXTURES.validBeforeCheck, invalid: 1 });
    actor.send({ type: "bulk.open", step: "preview" });
    expect(view(actor)).toMatchObject({ step: "preview", check: { status: "checking" } });
    expect(current(env.checks).input.rows).toEqual(actor.getSnapshot().context.rows);
    expect(current(env.checks).input.rows[0]).toEqual({
      username: "ann.model",
      email: "ann@example.org",
      firstname: "Ann",
      lastname: "Model",
      role: "rep",
      team: FIXTURES.team,
    });
  });

  it("reads pasted text, keeps the text and the input mode, names no file", async () => {
    const actor = start();
    actor.send({ type: "bulk.inputMode", mode: "paste" });
    actor.send({ type: "bulk.pasteText", text: FIXTURES.file.text });
    actor.send({ type: "bulk.read", source: { kind: "text", text: FIXTURES.file.text } });
    expect(current(env.reads).input.source).toEqual({ kind: "text", text: FIXTURES.file.text });
    current(env.reads).resolve({ ok: true, table: FIXTURES.table });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({
      inputMode: "paste",
      pasteText: FIXTURES.file.text,
      fileName: undefined,
      table: FIXTURES.table,
    });
  });

  it("keeps a good table when a later file cannot be read, and clears the problem on a mode switch", async () => {
    const actor = start();
    await readTable(actor);
    actor.send({
      type: "bulk.read",
      source: { kind: "file", name: "bad.xlsx", file: new Blob([]) },
    });
    current(env.reads).resolve({ ok: false, problem: { kind: "unreadable" } });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({
      table: FIXTURES.table,
      fileName: FIXTURES.file.name,
      readProblem: { kind: "unreadable" },
    });
    actor.send({ type: "bulk.read", source: { kind: "text", text: "x" } });
    expect(actor.getSnapshot().context.readProblem).toBeUndefined();
    current(env.reads).reject(new Error("the reader crashed"));
    await flush();
    expect(actor.getSnapshot().context.readProblem).toEqual({ kind: "unreadable" });
    expect(actor.getSnapshot().context.table).toBe(FIXTURES.table);
    actor.send({ type: "bulk.inputMode", mode: "paste" });
    expect(actor.getSnapshot().context.readProblem).toBeUndefined();
  });

  it("abandons a read when a newer one starts or the step is left", async () => {
    const actor = start();
    await readTable(actor);
    actor.send({ type: "bulk.read", source: FILE });
    const older = current(env.reads);
    actor.send({ type: "bulk.read", source: { kind: "text", text: "x" } });
    expect(older.signal.aborted).toBe(true);
    older.resolve({ ok: true, table: { header: ["Other"], rows: [["1"]] } });
    await flush();
    expect(actor.getSnapshot().context.table).toBe(FIXTURES.table);
    expect(view(actor).reading).toBe(true);
    actor.send({ type: "bulk.open", step: "map" });
    current(env.reads).resolve({ ok: true, table: { header: ["Other"], rows: [["1"]] } });
    await flush();
    expect(actor.getSnapshot().context.table).toBe(FIXTURES.table);
    expect(view(actor).step).toBe("map");
  });

  it("drops the check when the rows change, and never applies a check of older rows", async () => {
    const actor = start();
    await checked(actor);
    expect(view(actor)).toMatchObject({
      check: { status: "checked" },
      counts: { total: 3, valid: FIXTURES.validAfterCheck, invalid: 2 },
      canCreate: true,
      createCount: 1,
    });
    // Back and forth without a change: no new check.
    actor.send({ type: "bulk.open", step: "map" });
    expect(view(actor).check).toBeNull();
    actor.send({ type: "bulk.open", step: "preview" });
    expect(env.checks).toHaveLength(1);
    expect(view(actor).check).toEqual({ status: "checked" });
    // A change of the rows drops the check; the preview checks the new rows.
    actor.send({ type: "bulk.open", step: "map" });
    actor.send({ type: "bulk.map", field: "role", column: undefined });
    actor.send({ type: "bulk.default", field: "role", value: "rep" });
    expect(actor.getSnapshot().context.checkReport).toBeUndefined();
    expect(view(actor).counts.valid).toBe(FIXTURES.validBeforeCheck);
    actor.send({ type: "bulk.open", step: "preview" });
    const stale = current(env.checks);
    // Leaving while checking stops the check (aborted); its late answer is not applied.
    actor.send({ type: "bulk.open", step: "map" });
    expect(stale.signal.aborted).toBe(true);
    stale.resolve(FIXTURES.answers.check);
    await flush();
    expect(actor.getSnapshot().context.checkReport).toBeUndefined();
    actor.send({ type: "bulk.open", step: "preview" });
    expect(env.checks).toHaveLength(3);
  });

  it("keeps everything after a failed check or create, so a retry sends the same rows", async () => {
    const actor = start();
    await readTable(actor);
    actor.send({ type: "bulk.open", step: "map" });
    actor.send({ type: "bulk.default", field: "team", value: FIXTURES.team });
    actor.send({ type: "bulk.open", step: "preview" });
    const rows = actor.getSnapshot().context.rows;
    current(env.checks).reject(new HttpError(500, undefined));
    await flush();
    const failed = view(actor);
    expect(failed.check?.status).toBe("failed");
    expect(failed.check?.status === "failed" && isHttpError(failed.check.error)).toBe(true);
    expect(failed.canCreate).toBe(false);
    expect(actor.getSnapshot().context).toMatchObject({
      table: FIXTURES.table,
      mapping: FIXTURES.mapping,
      defaults: { role: "", team: FIXTURES.team },
    });
    actor.send({ type: "bulk.create" });
    expect(env.creates).toHaveLength(0);
    actor.send({ type: "bulk.retry" });
    expect(current(env.checks).input.rows).toBe(rows);
    current(env.checks).resolve(FIXTURES.answers.check);
    await flush();
    actor.send({ type: "bulk.create" });
    expect(current(env.creates).input).toEqual({ rows, mode: "validOnly" });
    current(env.creates).reject(new NetworkError("offline"));
    await flush();
    expect(env.announced).toHaveLength(1);
    expect(env.announced[0]?.kind === "failed" && isNetworkError(env.announced[0].error)).toBe(
      true,
    );
    const createFailed = view(actor);
    expect(createFailed.create.status).toBe("failed");
    expect(
      createFailed.create.status === "failed" && isNetworkError(createFailed.create.error),
    ).toBe(true);
    expect(createFailed.check).toEqual({ status: "checked" });
    // The failure is still shown after a visit to the mapping; "Try again" sends the same rows.
    actor.send({ type: "bulk.open", step: "map" });
    actor.send({ type: "bulk.open", step: "preview" });
    expect(view(actor).create.status).toBe("failed");
    actor.send({ type: "bulk.create" });
    expect(view(actor).create.status).toBe("creating");
    expect(current(env.creates).input.rows).toBe(rows);
    // Leaving a failed check and coming back checks again.
    const again = start();
    await readTable(again);
    again.send({ type: "bulk.open", step: "map" });
    again.send({ type: "bulk.default", field: "team", value: FIXTURES.team });
    again.send({ type: "bulk.open", step: "preview" });
    current(env.checks).reject(new Error("boom"));
    await flush();
    again.send({ type: "bulk.open", step: "map" });
    again.send({ type: "bulk.open", step: "preview" });
    expect(view(again).check).toEqual({ status: "checking" });
    expect(env.checks).toHaveLength(2);
  });

  it("cannot leave the preview while creating", async () => {
    const actor = start();
    await checked(actor);
    actor.send({ type: "bulk.create" });
    expect(view(actor).openable).toEqual(["preview"]);
    actor.send({ type: "bulk.open", step: "map" });
    actor.send({ type: "bulk.open", step: "source" });
    expect(actor.getSnapshot().value).toEqual({ preview: "creating" });
    expect(current(env.creates).signal.aborted).toBe(false);
  });

  it("shows the result after creating, closes the other steps, and starts afresh on restart", async () => {
    const actor = start();
    await checked(actor);
    actor.send({ type: "bulk.create" });
    current(env.creates).resolve({ kind: "created", report: FIXTURES.answers.created });
    await flush();
    expect(env.announced).toEqual([{ kind: "created", report: FIXTURES.answers.created }]);
    expect(view(actor)).toMatchObject({
      step: "result",
      openable: ["result"],
      create: { status: "created", report: FIXTURES.answers.created },
    });
    actor.send({ type: "bulk.open", step: "source" });
    expect(view(actor).step).toBe("result");
    actor.send({ type: "bulk.restart" });
    expect(actor.getSnapshot().value).toEqual({ source: "idle" });
    expect(actor.getSnapshot().context).toMatchObject({
      table: undefined,
      mapping: {},
      rows: [],
      defaults: { role: "", team: "" },
      report: undefined,
      moved: true,
      assignableRoles: ["rep", "callcenter"],
    });
  });

  it("records a refused all-or-nothing batch on the preview, with the rows' problems", async () => {
    const actor = start();
    await checked(actor);
    actor.send({ type: "bulk.createMode", mode: "allOrNothing" });
    expect(view(actor).createCount).toBe(3);
    actor.send({ type: "bulk.create" });
    expect(current(env.creates).input.mode).toBe("allOrNothing");
    const refusal = [
      ...FIXTURES.answers.refused,
      { row: 0, errors: [{ field: "/email", code: "exists", message: "taken" }] },
    ];
    current(env.creates).resolve({ kind: "refused", problems: refusal });
    await flush();
    expect(env.announced).toEqual([{ kind: "refused", problems: refusal }]);
    expect(view(actor)).toMatchObject({
      step: "preview",
      create: { status: "refused", problems: refusal },
      counts: { valid: 0 },
      canCreate: true,
    });
    // Valid only now has nothing to send.
    actor.send({ type: "bulk.createMode", mode: "validOnly" });
    expect(view(actor)).toMatchObject({ createCount: 0, canCreate: false });
    actor.send({ type: "bulk.create" });
    expect(env.creates).toHaveLength(1);
  });

  it("refuses roles above the operator's in the local pass", async () => {
    const actor = start(["callcenter"]);
    await readTable(actor);
    expect(actor.getSnapshot().context.localProblems.map((problem) => problem.row)).toEqual([
      0, 1, 2,
    ]);
  });

  it("finds a source unreadable when its reader is not provided", async () => {
    const actor = createActor(bulkImportMachine, { input: { assignableRoles: ["rep"] } }).start();
    actor.send({ type: "bulk.read", source: FILE });
    await waitFor(actor, (snapshot) => snapshot.matches({ source: "idle" }));
    expect(actor.getSnapshot().context.readProblem).toEqual({ kind: "unreadable" });
  });
});

describe("createBulkImportActors (with an SDK client on a loopback server)", () => {
  /** What the loopback API answers next, and what it was sent. */
  let answer: { status: number; body: unknown } = { status: 200, body: {} };
  const received: { method: string; url: string; body: unknown }[] = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let text = "";
    request.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
    request.on("end", () => {
      received.push({
        method: request.method ?? "",
        url: request.url ?? "",
        body: text === "" ? undefined : (JSON.parse(text) as unknown),
      });
      const type = answer.status < 400 ? "application/json" : "application/problem+json";
      response.writeHead(answer.status, { "content-type": type }).end(JSON.stringify(answer.body));
    });
  });
  let origin = "";
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  });
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  );

  function actorsOn(base = origin) {
    return createBulkImportActors(
      createCanvassClient({
        baseUrl: `${base}/api`,
        assetsUrl: `${base}/assets`,
        app: { name: "machines-test", version: "0.0.0" },
        platform: "test",
        client: "demo",
        logger: silentLogger,
        getSession: () => ({ token: "h.p.s", playerId: "p9f8e7" }),
      }),
    );
  }

  /** Runs one actor to its answer (or rejection). */
  function run(logic: ReturnType<typeof actorsOn>["createRows"], input: CreateRowsInput) {
    const actor = createActor(logic, { input });
    const answer = toPromise(actor);
    actor.start();
    return answer;
  }

  /** The real machine on those actors, on the preview of `FIXTURES.table`. */
  async function previewOn(base = origin) {
    const actor = createActor(
      bulkImportMachine.provide({
        actors: {
          ...actorsOn(base),
          readSource: fromPromise<BulkReadOutcome, ReadSourceInput>(() =>
            Promise.resolve({ ok: true, table: FIXTURES.table }),
          ),
        },
      }),
      { input: { assignableRoles: ["rep"] } },
    ).start();
    actor.send({ type: "bulk.read", source: FILE });
    await waitFor(actor, (snapshot) => snapshot.context.table !== undefined);
    actor.send({ type: "bulk.open", step: "map" });
    actor.send({ type: "bulk.default", field: "team", value: FIXTURES.team });
    actor.send({ type: "bulk.open", step: "preview" });
    return actor;
  }

  it("checks the rows and answers the report", async () => {
    answer = { status: 200, body: FIXTURES.answers.check };
    const actor = await previewOn();
    await waitFor(actor, (snapshot) => snapshot.matches({ preview: "ready" }));
    expect(actor.getSnapshot().context.checkReport).toEqual(FIXTURES.answers.check);
    expect(received.at(-1)).toMatchObject({
      method: "POST",
      url: "/api/players/bulk/check/",
      body: { rows: actor.getSnapshot().context.rows },
    });
  });

  it("creates with the chosen mode", async () => {
    answer = { status: 200, body: FIXTURES.answers.check };
    const actor = await previewOn();
    await waitFor(actor, (snapshot) => snapshot.matches({ preview: "ready" }));
    answer = { status: 200, body: FIXTURES.answers.created };
    actor.send({ type: "bulk.create" });
    await waitFor(actor, (snapshot) => snapshot.matches("result"));
    expect(actor.getSnapshot().context.report).toEqual(FIXTURES.answers.created);
    expect(received.at(-1)).toMatchObject({
      method: "PUT",
      url: "/api/players/bulk/",
      body: { rows: actor.getSnapshot().context.rows, mode: "validOnly" },
    });
  });

  it("turns an all-or-nothing 422 into the rows' problems", async () => {
    answer = {
      status: 422,
      body: {
        type: "about:blank",
        title: "Some rows are not valid",
        status: 422,
        errors: [{ field: "/rows/0/email", message: "taken", code: "exists" }],
      },
    };
    const outcome = await run(actorsOn().createRows, {
      rows: [{ username: "jdoe" }],
      mode: "allOrNothing",
    });
    expect(outcome).toEqual({
      kind: "refused",
      problems: [{ row: 0, errors: [{ field: "/email", message: "taken", code: "exists" }] }],
    });
  });

  it("reports a 500, a 422 without row errors and a lost connection as failures to retry", async () => {
    answer = { status: 500, body: { type: "about:blank", title: "Boom", status: 500 } };
    const actor = await previewOn();
    await waitFor(actor, (snapshot) => snapshot.matches({ preview: "checkFailed" }));
    const { checkError } = actor.getSnapshot().context;
    expect(isHttpError(checkError) && checkError.status).toBe(500);
    const create = () =>
      run(actorsOn().createRows, { rows: [{ username: "jdoe" }], mode: "validOnly" });
    await expect(create()).rejects.toSatisfy((error) => isHttpError(error) && error.status === 500);
    answer = { status: 422, body: { type: "about:blank", title: "Too many rows", status: 422 } };
    await expect(create()).rejects.toSatisfy((error) => isHttpError(error) && error.status === 422);
    // Nothing listens on port 9 of the loopback address.
    const offline = await previewOn("http://127.0.0.1:9");
    await waitFor(offline, (snapshot) => snapshot.matches({ preview: "checkFailed" }));
    expect(isNetworkError(offline.getSnapshot().context.checkError)).toBe(true);
  });
});

describe("bulkImportMachine (model-based)", () => {
  const paths = bulkImportModelPaths();

  it("visits every state of the model", () => {
    const reached = new Set(
      paths.flatMap((path) => path.steps.map((step) => JSON.stringify(step.state.value))),
    );
    expect(reached).toEqual(
      new Set(
        [
          { source: "idle" },
          { source: "reading" },
          "map",
          { preview: "checking" },
          { preview: "checkFailed" },
          { preview: "ready" },
          { preview: "creating" },
          { preview: "refused" },
          { preview: "createFailed" },
          "result",
        ].map((value) => JSON.stringify(value)),
      ),
    );
  });

  for (const path of paths) {
    it(path.description, async () => {
      const actor = start();
      const send = (event: Parameters<typeof actor.send>[0]) => () => {
        actor.send(event);
      };
      const settle = (done: () => void) => async () => {
        done();
        await flush();
      };
      const events: Record<BulkImportModelEvent["type"], () => void | Promise<void>> = {
        CHOOSE_FILE: send({ type: "bulk.read", source: FILE }),
        FILE_READ: settle(() => {
          current(env.reads).resolve({ ok: true, table: FIXTURES.table });
        }),
        FILE_UNREADABLE: settle(() => {
          current(env.reads).resolve({ ok: false, problem: { kind: "unreadable" } });
        }),
        OPEN_SOURCE: send({ type: "bulk.open", step: "source" }),
        OPEN_MAP: send({ type: "bulk.open", step: "map" }),
        OPEN_PREVIEW: send({ type: "bulk.open", step: "preview" }),
        CHOOSE_TEAM: send({ type: "bulk.default", field: "team", value: FIXTURES.team }),
        CLEAR_TEAM: send({ type: "bulk.default", field: "team", value: "" }),
        CHECK_ANSWERS: settle(() => {
          current(env.checks).resolve(FIXTURES.answers.check);
        }),
        CHECK_FAILS: settle(() => {
          current(env.checks).reject(new HttpError(500, undefined));
        }),
        RETRY_CHECK: send({ type: "bulk.retry" }),
        CHOOSE_ALL_OR_NOTHING: send({ type: "bulk.createMode", mode: "allOrNothing" }),
        CHOOSE_VALID_ONLY: send({ type: "bulk.createMode", mode: "validOnly" }),
        CREATE: () => {
          actor.send({ type: "bulk.create" });
          expect(current(env.creates).input.mode).toBe(actor.getSnapshot().context.createMode);
        },
        CREATED: async () => {
          current(env.creates).resolve({ kind: "created", report: FIXTURES.answers.created });
          await flush();
          expect(env.announced.at(-1)).toEqual({
            kind: "created",
            report: FIXTURES.answers.created,
          });
        },
        REFUSED: async () => {
          current(env.creates).resolve({ kind: "refused", problems: FIXTURES.answers.refused });
          await flush();
          expect(env.announced.at(-1)).toEqual({
            kind: "refused",
            problems: FIXTURES.answers.refused,
          });
        },
        CREATE_FAILS: async () => {
          const before = env.announced.length;
          current(env.creates).reject(new NetworkError("offline"));
          await flush();
          expect(env.announced.slice(before).map((entry) => entry.kind)).toEqual(["failed"]);
        },
        RESTART: send({ type: "bulk.restart" }),
      };
      await path.test({
        events,
        states: {
          "*": (state) => {
            const model: BulkImportModelContext = state.context;
            const snapshot = actor.getSnapshot();
            const { context } = snapshot;
            const shown = selectBulkImportView(snapshot);
            expect(snapshot.value).toEqual(state.value);
            expect(context.table).toEqual(model.table ? FIXTURES.table : undefined);
            expect(context.defaults.team).toBe(model.team ? FIXTURES.team : "");
            expect(context.checkReport).toEqual(model.checked ? FIXTURES.answers.check : undefined);
            expect(shown.create.status === "refused").toBe(model.outcome === "refused");
            expect(shown.create.status === "failed").toBe(model.outcome === "failed");
            expect(context.createMode).toBe(model.allOrNothing ? "allOrNothing" : "validOnly");
            if (model.table) {
              // Without a default team every row lacks one.
              expect(shown.counts.valid).toBe(
                !model.team
                  ? 0
                  : model.checked
                    ? FIXTURES.validAfterCheck
                    : FIXTURES.validBeforeCheck,
              );
            }
            if (snapshot.matches({ preview: "checking" })) {
              expect(current(env.checks).input.rows).toBe(context.rows);
            }
            if (snapshot.matches({ preview: "creating" })) {
              expect(current(env.creates).input.rows).toBe(context.rows);
            }
            if (snapshot.matches("result")) {
              expect(shown.create).toEqual({
                status: "created",
                report: FIXTURES.answers.created,
              });
            }
          },
        },
      });
    });
  }
});

describe("bulkImportMachine coverage", () => {
  it("has entered every state and taken every transition of the real machine", () => {
    const report = coverage.report();
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
