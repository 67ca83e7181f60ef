// Lists the widget's events on the demo page, as a partner's own script would.
for (const name of ['ready', 'analyzed', 'error', 'limit-reached']) {
  document.addEventListener(`dream-analyzer:${name}`, (event) => {
    const item = document.createElement('li');
    const detail = event.detail && typeof event.detail === 'object' ? Object.keys(event.detail).join(', ') : '';
    item.textContent = `dream-analyzer:${name}${detail ? ` (${detail})` : ''}`;
    document.getElementById('events').append(item);
  });
}
