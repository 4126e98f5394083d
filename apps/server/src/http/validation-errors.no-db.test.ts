import { beforeAll, describe, expect, it } from "vitest";
import { createContractAjv, prepareSchema } from "./contract-ajv.js";
import { testContract } from "./test-server.js";
import { bodyField, parameterField, toFieldErrors } from "./validation-errors.js";

describe("validation errors", () => {
  let validate: (schema: string, value: unknown) => ReturnType<typeof toFieldErrors>;

  beforeAll(async () => {
    const ajv = createContractAjv(await testContract(), "json");
    validate = (schema, value) => {
      const check = ajv.compile(prepareSchema({ $ref: `#/components/schemas/${schema}` }));
      check(value);
      return toFieldErrors(check.errors, bodyField);
    };
  });

  it("folds the branches of a nullable oneOf into one message", () => {
    expect(validate("TeamParentId", 5)).toEqual([
      { field: "body", message: "must be string; or must be null", code: "oneOf" },
    ]);
  });

  it("names the discriminator property of a tagged union", () => {
    expect(validate("ExportDelivery", { method: "carrier-pigeon" })).toEqual([
      { field: "/method", message: "is not one of the known kinds", code: "discriminator" },
    ]);
    expect(validate("ExportDelivery", {})).toEqual([
      { field: "/method", message: "is required and must be a string", code: "discriminator" },
    ]);
  });

  it("validates the branch the discriminator picks", () => {
    const fields = validate("ExportDelivery", { method: "sftp" }).map((error) => error.field);
    expect(fields.length).toBeGreaterThan(0);
    expect(fields.every((field) => field.startsWith("/"))).toBe(true);
  });

  it("escapes property names in pointers", () => {
    const errors = toFieldErrors(
      [
        {
          instancePath: "/a~1b",
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: "x/y~z" },
        },
      ],
      bodyField,
    );
    expect(errors).toEqual([
      { field: "/a~1b/x~1y~0z", message: "is not a known field", code: "additionalProperties" },
    ]);
  });

  it("names parameters by location and contract spelling", () => {
    const name = parameterField("header", (key) =>
      key === "if-modified-since" ? "If-Modified-Since" : key,
    );
    expect(name("/if-modified-since")).toBe("header.If-Modified-Since");
    expect(parameterField("query")("/Page")).toBe("query.Page");
  });
});
