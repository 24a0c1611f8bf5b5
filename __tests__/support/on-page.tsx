import { render } from "@testing-library/react"
import type { ReactElement, ReactNode } from "react"
import { LanguageProvider } from "../../src/root/language"
import type { ShellNodes } from "../../src/components/layout/shell-nodes"
import { englishNodes, snapshotSettings } from "./content-blocks"

/** A page's shell data (`...Shell`) holding these English settings (content/'s by default) and clients. */
export const shellWith = (settings: Record<string, unknown> = snapshotSettings(), clients: object[] = []) =>
  ({ shellSettings: englishNodes(settings), shellClients: { nodes: clients } }) as unknown as Partial<ShellNodes>

/** Renders a part as on an English page with this shell data (content/'s settings by default). */
export function renderOnPage(ui: ReactElement, shell = shellWith()) {
  const OnPage = ({ children }: { children: ReactNode }) => <LanguageProvider language="en" shell={shell}>{children}</LanguageProvider>
  return render(ui, { wrapper: OnPage })
}
