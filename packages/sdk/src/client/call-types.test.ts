import { describe, expect, expectTypeOf, it } from "vitest";
import type { Schema } from "../contract/types";
import type { CallArgs, CallData, CallInit } from "./call-types";
import type { CanvassClient } from "./create-client";
import type { MissingEntityTypes } from "./id-type";

describe("call types", () => {
  it("type each operation's data by its operationId", () => {
    expectTypeOf<CallData<"getPlayer">>().toExtend<Schema<"Player">>();
    expectTypeOf<Schema<"Player">>().toExtend<CallData<"getPlayer">>();
    expectTypeOf<CallData<"queryAccounts">>().toExtend<Schema<"AccountList">>();
    expectTypeOf<CallData<"getPlayer">>().not.toExtend<Schema<"AccountList">>();
    expectTypeOf<CallData<"getPlayerImageAsset", { parseAs: "blob" }>>().toEqualTypeOf<Blob>();
  });

  it("require init when the operation has required params or a body", () => {
    expectTypeOf<CallArgs<"getPlayer", CallInit<"getPlayer">>>().toEqualTypeOf<
      [init: CallInit<"getPlayer">]
    >();
    expectTypeOf<CallArgs<"listPlayers", CallInit<"listPlayers">>>().toEqualTypeOf<
      [init?: CallInit<"listPlayers">]
    >();
    expectTypeOf<CallInit<"getPlayer">["params"]["path"]>().toEqualTypeOf<{ id: string }>();
  });

  it("reject calls the contract does not allow (compile-time)", () => {
    function typeOnly(client: CanvassClient): void {
      // @ts-expect-error getPlayer needs its path parameter
      void client.call("getPlayer");
      // @ts-expect-error not an operationId of the contract
      void client.call("getPlayers");
      // @ts-expect-error signIn needs a body with username and password
      void client.call("signIn", { body: { username: "u" } });
      // @ts-expect-error fetchAll only takes paged list operations
      void client.fetchAll("getPlayer", { params: { path: { id: "a" } } });
      void client.call("listPlayers");
      void client.fetchAll("queryAccounts");
    }
    expect(typeof typeOnly).toBe("function");
  });

  it("know every entity type the contract has", () => {
    expectTypeOf<MissingEntityTypes>().toBeNever();
  });
});
