import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Button } from "@/app/_components/ui/button";
import { Field } from "@/app/_components/ui/field";
import { Section } from "@/app/_components/ui/section";
import { FOCUS_RING, buttonClass, type ButtonVariant } from "@/app/_components/ui/styles";

const VARIANTS: ButtonVariant[] = ["primary", "secondary", "outline", "link", "danger", "plain"];

describe("buttonClass", () => {
  it("gives every variant the one focus ring, once", () => {
    for (const variant of VARIANTS) {
      const look = buttonClass({ variant });
      expect(look).toContain(FOCUS_RING);
      expect(look.split(FOCUS_RING)).toHaveLength(2);
    }
  });

  it("sizes each variant as usual unless told", () => {
    expect(buttonClass({ variant: "primary" })).toContain("px-5 py-2.5");
    expect(buttonClass({ variant: "secondary" })).toContain("px-3 py-1.5 text-sm");
    expect(buttonClass({ variant: "outline" })).toContain("px-4 py-2");
    expect(buttonClass({ variant: "link" })).not.toMatch(/\bpx-/);
    const medium = buttonClass({ variant: "primary", size: "medium" });
    expect(medium).toContain("px-4 py-2");
    expect(medium).not.toContain("px-5");
  });

  it("writes no empty class", () => {
    for (const variant of VARIANTS) expect(buttonClass({ variant })).not.toMatch(/^ | {2}| $/);
  });
});

describe("Button", () => {
  it("is a plain button unless it is told to submit, and adds the caller's classes to its look", () => {
    const plain = renderToStaticMarkup(<Button variant="secondary">Copy</Button>);
    expect(plain).toBe(`<button type="button" class="${buttonClass({ variant: "secondary" })}">Copy</button>`);
    const submit = renderToStaticMarkup(
      <Button variant="primary" type="submit" aria-disabled={true} className="mt-2">
        Check
      </Button>,
    );
    expect(submit).toContain('type="submit"');
    expect(submit).toContain('aria-disabled="true"');
    expect(submit).toContain(`class="${buttonClass({ variant: "primary" })} mt-2"`);
  });
});

describe("Field", () => {
  const control = <input id="deck-1-name" />;

  it("labels its control by id, and marks an optional one after the label", () => {
    const html = renderToStaticMarkup(
      <Field id="deck-1-name" label="Player 1's name" optional="(optional)">
        {control}
      </Field>,
    );
    expect(html).toMatch(/^<div class="space-y-1"><label for="deck-1-name" class="block text-sm font-medium">/);
    expect(html).toContain("Player 1&#x27;s name <span");
    expect(html).toContain(">(optional)</span></label><input");
  });

  it("puts its help under the control, or above it when told, with the id the control points at", () => {
    const help = { id: "allowed-help", text: "Cards the organizer allows." };
    const under = renderToStaticMarkup(
      <Field id="allowed" label="Allowed" help={help} className="md:col-span-2">
        {control}
      </Field>,
    );
    expect(under).toMatch(/^<div class="md:col-span-2 space-y-1">/);
    expect(under).toMatch(/<input[^>]*\/><p id="allowed-help"/);
    const above = renderToStaticMarkup(
      <Field id="allowed" label="Allowed" help={help} helpFirst>
        {control}
      </Field>,
    );
    expect(above).toMatch(/<\/label><p id="allowed-help"[^>]*>Cards the organizer allows.<\/p><input/);
  });

  it("has no optional mark or help when given none", () => {
    const html = renderToStaticMarkup(
      <Field id="format" label="Format">
        {control}
      </Field>,
    );
    expect(html).not.toContain("<span");
    expect(html).not.toContain("<p");
  });
});

describe("Section", () => {
  it("is named by its heading, and passes its other attributes on", () => {
    const html = renderToStaticMarkup(
      <Section headingId="pool-heading" title="Shared sideboard" className="space-y-3" data-testid="pool">
        <p>…</p>
      </Section>,
    );
    expect(html).toBe(
      '<section aria-labelledby="pool-heading" class="space-y-3" data-testid="pool">' +
        '<h2 id="pool-heading" class="text-xl font-semibold">Shared sideboard</h2><p>…</p></section>',
    );
  });

  it("spaces its contents by default", () => {
    const html = renderToStaticMarkup(
      <Section headingId="h" title="Event">
        x
      </Section>,
    );
    expect(html).toContain('class="space-y-4"');
  });
});
