/**
 * Test support: a loopback HTTP server answering the two calls the /tree screen makes, over a
 * small team table the test can change behind the screen's back. `GET /api/teams/tree/` lists
 * the teams with counts; `POST /api/teams/{id}/` moves a team, refusing a cycle with a 422 on
 * `/parent` as the contract says. A test can make the next tree answers fail with a 500.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Schema } from "@canvass/sdk/contract";
import type { Role } from "@canvass/sdk/permissions";
import { TEAM_CYCLE_MESSAGE, isCycleParent, teamSubtreeIds } from "@canvass/sdk/teams";
import { startLoopbackServer, type LoopbackServer } from "../../testing/loopback-server";

export interface TestTeam {
  readonly id: string;
  readonly title: string;
  parent: string | null;
  readonly role: Role;
  readonly players: number;
  readonly activePlayers: number;
}

export interface TreeTestServer extends LoopbackServer {
  readonly teams: Map<string, TestTeam>;
  /** How many tree answers were asked for. */
  treeCalls(): number;
  /** The next `count` tree answers are 500s. */
  failTree(count: number): void;
}

function json(response: ServerResponse, status: number, body: unknown, type = "application/json") {
  response.writeHead(status, { "content-type": type }).end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  let text = "";
  for await (const chunk of request) text += String(chunk);
  return text === "" ? undefined : (JSON.parse(text) as unknown);
}

export async function startTreeTestServer(initial: readonly TestTeam[]): Promise<TreeTestServer> {
  const teams = new Map(initial.map((team) => [team.id, { ...team }]));
  let calls = 0;
  let failures = 0;

  const treeAnswer = (): Schema<"TeamTree"> => ({
    nodes: [...teams.values()].map((team) => ({
      ...team,
      subteams: [...teams.values()].filter((other) => other.parent === team.id).length,
    })),
  });

  const server = await startLoopbackServer((request, response) => {
    const url = request.url ?? "";
    if (request.method === "GET" && url.startsWith("/api/teams/tree/")) {
      calls += 1;
      if (failures > 0) {
        failures -= 1;
        json(response, 500, { type: "about:blank", title: "Server error", status: 500 });
        return;
      }
      json(response, 200, treeAnswer());
      return;
    }
    const move = /^\/api\/teams\/([^/]+)\/$/.exec(url);
    const team = move?.[1] === undefined ? undefined : teams.get(move[1]);
    if (request.method === "POST" && team !== undefined) {
      void readBody(request).then((body) => {
        const parent = (body as { parent?: string }).parent ?? "";
        const subtree = teamSubtreeIds(teams.values(), team.id);
        if (!teams.has(parent) || isCycleParent(subtree, parent)) {
          json(
            response,
            422,
            {
              type: "https://canvass.dev/problems/validation",
              title: "The parent team cannot be used.",
              status: 422,
              errors: [{ field: "/parent", message: TEAM_CYCLE_MESSAGE, code: "parent" }],
            },
            "application/problem+json",
          );
          return;
        }
        team.parent = parent;
        const saved: Schema<"Team"> = {
          id: team.id,
          title: team.title,
          parent,
          role: team.role,
          campaigns: [],
          permissions: [],
          restrictions: [],
          updated: new Date().toISOString(),
        };
        json(response, 200, saved);
      });
      return;
    }
    json(response, 404, { type: "about:blank", title: "Not found", status: 404 });
  });

  return {
    ...server,
    teams,
    treeCalls: () => calls,
    failTree: (count) => {
      failures = count;
    },
  };
}
