// Opening a document: a bundled example, a file (picker or dropped on the
// page) or pasted text. Each hands the name and text to `open`, which imports
// a recorded game (BGA, JCloisterZone) and shows the rest as it is.
import { examples } from './examples.js';
import { el } from './views.js';

type Open = (name: string, text: string) => Promise<void>;

export function setUpOpening(open: Open): void {
  const panel = document.getElementById('open-panel') as HTMLElement;
  const toggle = document.getElementById('open-button') as HTMLButtonElement;
  const close = () => {
    panel.hidden = true;
    toggle.setAttribute('aria-expanded', 'false');
  };
  const openAndClose = async (name: string, text: string) => {
    close();
    await open(name, text);
  };
  toggle.addEventListener('click', () => {
    panel.hidden = !panel.hidden;
    toggle.setAttribute('aria-expanded', String(!panel.hidden));
  });

  const list = document.getElementById('examples') as HTMLElement;
  for (const ex of examples) {
    const button = el('button', { type: 'button', class: 'example', 'data-file': ex.file }, ex.title);
    button.addEventListener('click', async () => openAndClose(ex.file, await ex.load()));
    list.append(el('li', {}, button));
  }

  const picker = document.getElementById('file-input') as HTMLInputElement;
  picker.addEventListener('change', async () => {
    const file = picker.files?.[0];
    if (file) await openAndClose(file.name, await file.text());
    picker.value = '';
  });

  const paste = document.getElementById('paste-text') as HTMLTextAreaElement;
  document.getElementById('paste-open')?.addEventListener('click', async () => {
    if (paste.value.trim() === '') return;
    const json = /^\s*[{[]/.test(paste.value);
    await openAndClose(json ? 'pasted.json' : 'pasted.yaml', paste.value);
  });

  // A file dropped anywhere on the page.
  document.addEventListener('dragover', (e) => {
    e.preventDefault();
    document.body.classList.add('dropping');
  });
  document.addEventListener('dragleave', () => document.body.classList.remove('dropping'));
  document.addEventListener('drop', async (e) => {
    e.preventDefault();
    document.body.classList.remove('dropping');
    const file = e.dataTransfer?.files?.[0];
    if (file) await openAndClose(file.name, await file.text());
  });
}
