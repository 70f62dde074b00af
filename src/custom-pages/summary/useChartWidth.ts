import { useEffect, useRef, useState } from 'react';

/** The width a chart gets where nothing can be measured (jsdom, a hidden tab): recharts then still draws. */
export const FALLBACK_CHART_WIDTH = 600;

/**
 * The width of the chart's box, followed on resize. recharts' ResponsiveContainer measures the same
 * way but draws nothing until it has a size; a fixed fallback keeps the chart on screen (and in tests).
 */
export const useChartWidth = () => {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(FALLBACK_CHART_WIDTH);
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const measure = () => {
      const measured = Math.floor(node.getBoundingClientRect().width);
      if (measured > 0) setWidth(measured);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
};
