/**
 * The editor's toolbar: headers 1–3, bold, italic, underline, link, ordered and bullet
 * lists, clear formatting; "more" reveals strike, quote, code block, sub/superscript, indent,
 * outdent, checklist, image and video. One tab stop (ARIA toolbar pattern): arrow keys move
 * between buttons, in the reading direction of the page. Icons that point somewhere flip when the
 * content is right-to-left. Only `editor.client.tsx` imports this file; the buttons themselves
 * are described in `toolbar-buttons.tsx`.
 */
import { useEditorState, type Editor } from "@tiptap/react";
import { useId, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "~/utils/i18n/translation";
import { activeFormats, toolbarButtons, type ButtonSpec } from "./toolbar-buttons";
import { MoreIcon } from "./toolbar-icons";

interface ToolbarProps {
  editor: Editor;
  contentDir?: "rtl" | "ltr";
  /** The id of the editable region the toolbar acts on. */
  controls?: string;
  /** Shows a short message in the editor's status line ("" clears it). */
  onMessage: (message: string) => void;
}

export function Toolbar({ editor, contentDir, controls, onMessage }: ToolbarProps) {
  const { t } = useTranslation();
  const [moreOpen, setMoreOpen] = useState(false);
  const [current, setCurrent] = useState("heading1");
  const toolbarRef = useRef<HTMLDivElement>(null);
  const moreId = useId();

  const active = useEditorState({ editor, selector: ({ editor: e }) => activeFormats(e) });
  const { main: mainButtons, more: moreButtons } = toolbarButtons({ editor, t, onMessage }, active);

  const visibleKeys = [...mainButtons.flat(), { key: "more" }, ...(moreOpen ? moreButtons.flat() : [])].map((b) => b.key);
  const tabStop = visibleKeys.includes(current) ? current : visibleKeys[0];

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const toolbar = toolbarRef.current;
    if (!toolbar) return;
    const buttons = Array.from(toolbar.querySelectorAll<HTMLButtonElement>("button[data-key]")).filter((b) => !b.closest("[hidden]"));
    const index = buttons.findIndex((b) => b === document.activeElement);
    if (index < 0) return;
    const rtl = getComputedStyle(toolbar).direction === "rtl";
    let next = -1;
    if (event.key === (rtl ? "ArrowLeft" : "ArrowRight")) next = (index + 1) % buttons.length;
    else if (event.key === (rtl ? "ArrowRight" : "ArrowLeft")) next = (index - 1 + buttons.length) % buttons.length;
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = buttons.length - 1;
    if (next < 0) return;
    event.preventDefault();
    buttons[next]?.focus();
  }

  const renderButton = (spec: ButtonSpec) => (
    <button
      key={spec.key}
      type="button"
      className="rte-button"
      data-key={spec.key}
      aria-label={spec.label}
      title={spec.label}
      aria-pressed={spec.pressed === undefined ? undefined : spec.pressed}
      tabIndex={spec.key === tabStop ? 0 : -1}
      onFocus={() => setCurrent(spec.key)}
      // Keep the editor's selection: a toolbar click must not move focus away first.
      onMouseDown={(event) => event.preventDefault()}
      onClick={spec.run}
    >
      {spec.icon}
    </button>
  );

  return (
    <div
      ref={toolbarRef}
      className="rte-toolbar"
      role="toolbar"
      aria-label={t("editor.toolbar")}
      aria-controls={controls}
      data-content-dir={contentDir}
      onKeyDown={onKeyDown}
    >
      {mainButtons.map((group, i) => (
        <div className="rte-group" key={`main-${i}`}>
          {group.map(renderButton)}
        </div>
      ))}
      <div className="rte-group">
        <button
          type="button"
          className="rte-button rte-more-toggle"
          data-key="more"
          aria-label={t("editor.moreTools")}
          title={t("editor.moreTools")}
          aria-expanded={moreOpen}
          aria-controls={moreId}
          tabIndex={tabStop === "more" ? 0 : -1}
          onFocus={() => setCurrent("more")}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => setMoreOpen((open) => !open)}
        >
          <MoreIcon />
        </button>
      </div>
      <div className="rte-more" id={moreId} role="group" aria-label={t("editor.moreTools")} hidden={!moreOpen}>
        {moreButtons.map((group, i) => (
          <div className="rte-group" key={`more-${i}`}>
            {group.map(renderButton)}
          </div>
        ))}
      </div>
    </div>
  );
}
