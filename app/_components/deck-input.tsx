import { FIELD } from "@/app/_lib/team-draft";

/** The look of every text field of the form. */
export const fieldClass =
  "block w-full rounded-md border border-neutral-300 bg-white px-3 py-2 text-neutral-900 shadow-sm placeholder:text-neutral-400 focus-visible:border-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-100 dark:placeholder:text-neutral-500";

/** A decklist is not prose: no spelling marks, capitals or suggestions from the browser or the phone. */
export const LIST_FIELD_PROPS = { spellCheck: false, autoCapitalize: "off", autoComplete: "off", autoCorrect: "off" } as const;

const PLACEHOLDER = ["4 Lightning Bolt", "4 Monastery Swiftspear", "20 Mountain", "", "Sideboard", "2 Roiling Vortex"].join("\n");

/** One player's name and list; plain named fields so the form also submits without JavaScript. */
export function DeckInput({ index, name, list }: { index: 0 | 1; name: string; list: string }) {
  const player = `Player ${index + 1}`;
  const nameId = FIELD.names[index];
  const listId = FIELD.lists[index];
  return (
    <fieldset className="min-w-0 space-y-3">
      <legend className="text-lg font-semibold">{player}</legend>
      <div className="space-y-1">
        <label htmlFor={nameId} className="block text-sm font-medium">
          {player}&rsquo;s name <span className="font-normal text-neutral-600 dark:text-neutral-400">(optional)</span>
        </label>
        <input
          id={nameId}
          name={nameId}
          type="text"
          defaultValue={name}
          maxLength={100}
          autoComplete="off"
          placeholder={player}
          className={fieldClass}
        />
      </div>
      <div className="space-y-1">
        <label htmlFor={listId} className="block text-sm font-medium">
          {player}&rsquo;s decklist
        </label>
        <textarea
          id={listId}
          name={listId}
          defaultValue={list}
          rows={14}
          {...LIST_FIELD_PROPS}
          placeholder={PLACEHOLDER}
          aria-describedby="list-help"
          className={`${fieldClass} min-h-48 font-mono text-sm leading-relaxed`}
        />
      </div>
    </fieldset>
  );
}
