import { afterEach, describe, expect, it, vi } from "vitest";
import { consoleLogger, defaultLogger, silentLogger } from "./logger";

describe("loggers", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("consoleLogger writes every level to the console", () => {
    const debug = vi.spyOn(console, "debug").mockImplementation(() => undefined);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    consoleLogger.debug("d", 1);
    consoleLogger.warn("w");
    expect(debug).toHaveBeenCalledWith("d", 1);
    expect(warn).toHaveBeenCalledWith("w");
  });

  it("defaultLogger drops debug lines but keeps warnings", () => {
    const debug = vi.spyOn(console, "debug").mockImplementation(() => undefined);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    defaultLogger.debug("d");
    defaultLogger.warn("w");
    expect(debug).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith("w");
  });

  it("silentLogger writes nothing", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    silentLogger.error("e");
    expect(error).not.toHaveBeenCalled();
  });
});
