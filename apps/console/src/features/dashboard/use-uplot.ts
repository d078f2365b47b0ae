import { useEffect, useRef, type DependencyList } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

const HEIGHT = 260;
const widthOf = (element: HTMLElement) => Math.max(320, element.clientWidth);

/**
 * A uPlot chart drawn into the returned box, as wide as the box (at least 320 px) and following the
 * window's resizes; built again by `make` when `deps` change, and destroyed with the component.
 */
export function useUplot(
  make: () => { options: Omit<uPlot.Options, 'width' | 'height'>; data: uPlot.AlignedData },
  deps: DependencyList,
) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const { options, data } = make();
    const chart = new uPlot({ ...options, width: widthOf(element), height: HEIGHT }, data, element);
    const resize = () => chart.setSize({ width: widthOf(element), height: HEIGHT });
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.destroy();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps are what `make` reads
  }, deps);
  return box;
}
