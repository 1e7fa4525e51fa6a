import { describe, expect, it } from "vitest";
import { readConfig } from "@/lib/server/config";

describe("readConfig", () => {
  it("limits 120 requests a minute per client by default, each client the address that connected", () => {
    expect(readConfig({})).toMatchObject({ RATE_LIMIT_PER_MINUTE: 120, TRUSTED_PROXIES: 0 });
  });

  it("reads the numbers, and takes empty values as unset", () => {
    expect(readConfig({ RATE_LIMIT_PER_MINUTE: "0", TRUSTED_PROXIES: " 2 " })).toMatchObject({ RATE_LIMIT_PER_MINUTE: 0, TRUSTED_PROXIES: 2 });
    const blank = readConfig({ RATE_LIMIT_PER_MINUTE: "", TRUSTED_PROXIES: "", CARD_DATA: " " });
    expect(blank).toMatchObject({ RATE_LIMIT_PER_MINUTE: 120, TRUSTED_PROXIES: 0 });
    expect(blank.CARD_DATA).toBeUndefined();
  });

  it("refuses a value that is not a whole number of at least 0, naming the variable", () => {
    expect(() => readConfig({ TRUSTED_PROXIES: "-1" })).toThrow(/TRUSTED_PROXIES/);
    expect(() => readConfig({ TRUSTED_PROXIES: "yes" })).toThrow(/TRUSTED_PROXIES/);
    expect(() => readConfig({ RATE_LIMIT_PER_MINUTE: "1.5" })).toThrow(/RATE_LIMIT_PER_MINUTE/);
  });
});
