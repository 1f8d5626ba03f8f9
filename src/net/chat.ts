/**
 * The one form of a chat line, on every screen: the host's, a joined seat's, a watcher's. Chat and names come from
 * outside, so their control characters are made visible; "»" keeps a chat line apart from a move ("Ben: end").
 */
import { showControls } from '../engine/visible.js';

export function chatLine(from: string, text: string): string {
  return `${showControls(from)} » ${showControls(text)}`;
}
