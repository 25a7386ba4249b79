import { wrap } from 'comlink';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from '../../src/console/app/AppProviders';
import { MediaLibraryDialog } from '../../src/console/media-library/MediaLibraryDialog';
import { MediaStyleAnchor } from '../../src/console/media-library/MediaStyleAnchor';
import { materialApi } from '../../src/console/media-library/material-api';
import { hashInWorker, recompressInWorker } from '../../src/console/upload/file-workers';
import { uploadMediaFile } from '../../src/console/upload/upload-client';
import { uploadThroughPipeline } from '../../src/console/upload/upload-pipeline';
import { sizeLimits } from '../../src/shared/media/upload-rules';
import type { RawMd5Worker } from './raw-md5.worker';

const MB = 1024 * 1024;
const projectId = new URLSearchParams(location.search).get('projectId') ?? '';

const videoFile = (): File => {
  const file = (document.getElementById('video-input') as HTMLInputElement).files?.[0];
  if (!file) throw new Error('choose the video first');
  return file;
};

/** A 4000×3000 picture with a photograph's gradients, shapes and fine grain, as a JPEG. */
async function photoLikeJpeg(): Promise<Blob> {
  const canvas = new OffscreenCanvas(4000, 3000);
  const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
  const sky = context.createLinearGradient(0, 0, 0, 3000);
  sky.addColorStop(0, '#5b8fd6');
  sky.addColorStop(0.55, '#f3c98b');
  sky.addColorStop(1, '#3b5b2e');
  context.fillStyle = sky;
  context.fillRect(0, 0, 4000, 3000);
  let seed = 7;
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  for (let index = 0; index < 900; index += 1) {
    const [x, y, r] = [random() * 4000, random() * 3000, 8 + random() * 160];
    const light = context.createRadialGradient(x, y, 0, x, y, r);
    light.addColorStop(0, `hsla(${random() * 360}, 70%, 70%, 0.55)`);
    light.addColorStop(1, 'hsla(0, 0%, 100%, 0)');
    context.fillStyle = light;
    context.fillRect(x - r, y - r, 2 * r, 2 * r);
  }
  const grain = context.getImageData(0, 0, 4000, 3000);
  for (let index = 0; index < grain.data.length; index += 4) {
    const noise = (random() - 0.5) * 18;
    grain.data[index] += noise;
    grain.data[index + 1] += noise;
    grain.data[index + 2] += noise;
  }
  context.putImageData(grain, 0, 0);
  return canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 });
}

function longTasks(): { stop(): number } {
  let longest = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longest = Math.max(longest, entry.duration);
  });
  observer.observe({ type: 'longtask' });
  return {
    stop: () => {
      for (const entry of observer.takeRecords()) longest = Math.max(longest, entry.duration);
      observer.disconnect();
      return longest;
    },
  };
}

/** Waits for the first grid picture that has loaded and is on screen. */
function firstThumbnail(since: number): Promise<number> {
  return new Promise((resolve) => {
    const check = () => {
      const shown = [...document.querySelectorAll<HTMLImageElement>('[data-testid="media-grid"] img')].find(
        (image) =>
          image.complete && image.naturalWidth > 0 && image.getBoundingClientRect().top < innerHeight,
      );
      if (shown) resolve(performance.now() - since);
      else requestAnimationFrame(check);
    };
    check();
  });
}

const bench = {
  async rawMd5(totalBytes: number) {
    const worker = new Worker(new URL('./raw-md5.worker.ts', import.meta.url), { type: 'module' });
    try {
      return await wrap<RawMd5Worker>(worker).measure(totalBytes);
    } finally {
      worker.terminate();
    }
  },
  async pipelineMd5() {
    const file = videoFile();
    const start = performance.now();
    const md5 = await hashInWorker(file, () => undefined);
    return { md5, MBps: file.size / MB / ((performance.now() - start) / 1000) };
  },
  async uploadVideo() {
    const file = videoFile();
    const tasks = longTasks();
    const start = performance.now();
    const uploaded = await uploadThroughPipeline(
      file,
      {
        projectId,
        kinds: ['image', 'video'],
        limits: sizeLimits({ video: 200 * MB }),
        quality: 0.3,
        knownMd5: new Set(),
      },
      { md5: hashInWorker, recompress: recompressInWorker, upload: uploadMediaFile, bind: materialApi.bind },
      new AbortController().signal,
      () => undefined,
    );
    return { url: uploaded.url, seconds: (performance.now() - start) / 1000, longestTaskMs: tasks.stop() };
  },
  async recompress() {
    const photo = await photoLikeJpeg();
    const start = performance.now();
    const output = await recompressInWorker(photo, 0.3, true);
    return { inputBytes: photo.size, outputBytes: output.size, ms: performance.now() - start };
  },
  async openDialog() {
    const start = performance.now();
    (document.getElementById('open-dialog') as HTMLButtonElement).click();
    return { firstThumbnailMs: await firstThumbnail(start) };
  },
};
export type MediaBench = typeof bench;
(window as unknown as { bench: MediaBench }).bench = bench;

function Harness() {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState('');
  return (
    <div style={{ padding: 24 }}>
      <button id="open-dialog" type="button" onClick={() => setOpen(true)}>
        打开素材库
      </button>
      <input id="video-input" type="file" />
      <output id="chosen">{chosen}</output>
      {/* As the editor's inspector and the global settings do, beside their media fields. */}
      <MediaStyleAnchor />
      <MediaLibraryDialog
        open={open}
        projectId={projectId}
        accept="image"
        maxCount={9}
        maxSize={{ video: 200 * MB }}
        onConfirm={(url) => {
          setChosen(url);
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      />
    </div>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <AppProviders>
    <Harness />
  </AppProviders>,
);
