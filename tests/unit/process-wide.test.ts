import { describe, expect, it } from "vitest";
import { processWide } from "../../lib/process-wide";

describe("processWide", () => {
  it("makes a value once per process and gives every later asker that value, as another module copy would ask", () => {
    let made = 0;
    const make = () => ({ made: ++made });
    const first = processWide("test.one-value", make);
    const again = processWide("test.one-value", () => ({ made: -1 }));
    expect(again).toBe(first);
    expect(made).toBe(1);
    expect(processWide("test.another-value", make)).toEqual({ made: 2 });
  });

  it("keeps a null value rather than making it again", () => {
    let made = 0;
    expect(processWide("test.none", () => (made++, null))).toBeNull();
    expect(processWide("test.none", () => (made++, null))).toBeNull();
    expect(made).toBe(1);
  });
});
