// A photo of the table under the board (camera or file), moved, scaled and
// faded to line up with the grid, so a player traces the table square by
// square. The photo stays in the page's memory: it is never uploaded, never
// stored, and gone after a reload.
import type { Board } from './board.js';

const $ = <T extends HTMLElement>(id: string): T => document.getElementById(id) as T;

export function setUpPhoto(board: Board): void {
  const input = $<HTMLInputElement>('photo-input');
  const controls = $('photo-controls');
  const photo = new Image();
  let url = '';
  const place = () => {
    const scale = Number($<HTMLInputElement>('photo-scale').value) / 100;
    const x = Number($<HTMLInputElement>('photo-x').value);
    const y = Number($<HTMLInputElement>('photo-y').value);
    photo.style.transform = `translate(${x}px, ${y}px) scale(${scale})`;
    photo.style.opacity = String(Number($<HTMLInputElement>('photo-opacity').value) / 100);
  };
  for (const id of ['photo-scale', 'photo-x', 'photo-y', 'photo-opacity'])
    $(id).addEventListener('input', place);
  input.addEventListener('change', () => {
    const file = input.files?.[0];
    if (!file) return;
    if (url) URL.revokeObjectURL(url);
    url = URL.createObjectURL(file);
    photo.src = url;
    place();
    board.setUnderlay(photo);
    controls.hidden = false;
    input.value = '';
  });
  $('photo-remove').addEventListener('click', () => {
    board.setUnderlay(null);
    if (url) URL.revokeObjectURL(url);
    url = '';
    controls.hidden = true;
  });
}
