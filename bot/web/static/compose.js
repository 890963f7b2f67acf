// Salon's game page, off its main thread: lays a live step's change over the image the page shows
// and gives back the result as a lossless PNG (static/page.js sends both images as bitmaps; drawing
// and encoding a board 2,000 pixels wide there held the page for up to a tenth of a second).
"use strict";

self.addEventListener("message", async (event) => {
  const { id, base, change } = event.data;
  let picture = null;
  try {
    const canvas = new OffscreenCanvas(base.width, base.height);
    const context = canvas.getContext("2d");
    context.drawImage(base, 0, 0);
    context.drawImage(change, 0, 0);
    picture = await canvas.convertToBlob({ type: "image/png" });
  } catch {
    picture = null; // the page shows the step's whole image instead
  } finally {
    base.close();
    change.close();
  }
  self.postMessage({ id, picture });
});
