import type { Page } from '@playwright/test';

/** A real PNG drawn by the browser (a gradient and a label), for upload tests. */
export async function drawnPng(page: Page, label: string, hue: number): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([text, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = 900;
      canvas.height = 600;
      const ctx = canvas.getContext('2d')!;
      const gradient = ctx.createLinearGradient(0, 0, 900, 600);
      gradient.addColorStop(0, `hsl(${h} 45% 35%)`);
      gradient.addColorStop(1, `hsl(${(Number(h) + 40) % 360} 55% 70%)`);
      ctx.fillStyle = gradient;
      ctx.fillRect(0, 0, 900, 600);
      ctx.fillStyle = '#fff';
      ctx.font = '48px serif';
      ctx.fillText(String(text), 60, 320);
      return canvas.toDataURL('image/png');
    },
    [label, hue] as const,
  );
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

export const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
