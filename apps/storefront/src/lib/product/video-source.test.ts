import { describe, expect, it } from 'vitest';
import { videoSource } from './video-source';

describe('videoSource', () => {
  it('embeds a Vimeo page URL through the do-not-track player', () => {
    expect(videoSource('https://vimeo.com/76979871')).toEqual({
      kind: 'embed',
      provider: 'vimeo',
      id: '76979871',
      embedUrl: 'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1',
    });
    expect(videoSource('https://vimeo.com/channels/staffpicks/76979871')).toMatchObject({
      id: '76979871',
    });
    expect(videoSource('https://player.vimeo.com/video/76979871')).toMatchObject({
      id: '76979871',
    });
  });

  it('keeps the privacy hash of an unlisted Vimeo video', () => {
    expect(videoSource('https://vimeo.com/76979871/a1b2c3d4e5')).toMatchObject({
      embedUrl: 'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1&h=a1b2c3d4e5',
    });
  });

  it('embeds the YouTube URL forms through youtube-nocookie', () => {
    const embed = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0';
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10s',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    ]) {
      expect(videoSource(url)).toEqual({
        kind: 'embed',
        provider: 'youtube',
        id: 'dQw4w9WgXcQ',
        embedUrl: embed,
      });
    }
  });

  it('plays direct video files as they are', () => {
    expect(videoSource('https://cdn.example/films/loom.mp4')).toEqual({
      kind: 'file',
      url: 'https://cdn.example/films/loom.mp4',
    });
  });

  it('refuses what is neither a provider video nor a video file', () => {
    expect(videoSource('javascript:alert(1)')).toBeNull();
    expect(videoSource('https://www.youtube.com/watch?v=<script>')).toBeNull();
    expect(videoSource('https://vimeo.com/about')).toBeNull();
    expect(videoSource('https://example.com/page.html')).toBeNull();
    expect(videoSource('not a url')).toBeNull();
    expect(videoSource(null)).toBeNull();
  });
});
