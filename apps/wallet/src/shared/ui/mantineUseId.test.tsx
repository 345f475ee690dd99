// @vitest-environment happy-dom
import { useId as mantineLibraryUseId } from '@mantine/hooks';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useId } from './mantineUseId.ts';

/** Renders a component asking `hook` for an id (or handing it `staticId`): its renders and the ids it got. */
function mount(hook: (staticId?: string) => string, staticId?: string) {
  const ids: string[] = [];
  function Labelled() {
    const id = hook(staticId);
    ids.push(id);
    return <input id={id} aria-label="Amount" />;
  }
  const view = render(<Labelled />);
  return { ids, view };
}

describe('useId, as the build gives it to Mantine (vite/mantineUseId.ts)', () => {
  it('renders a component once, with a stable id of its own that the element carries', () => {
    const { ids, view } = mount(useId);
    expect(ids).toHaveLength(1);
    expect(ids[0]).toMatch(/^mantine-\S+$/);
    view.rerender(<div />);
    const second = mount(useId);
    expect(second.ids[0]).not.toBe(ids[0]);
    expect(second.view.container.querySelector('input')?.id).toBe(second.ids[0]);
  });

  it('keeps a given id', () => {
    expect(mount(useId, 'send-amount').ids).toEqual(['send-amount']);
  });

  it("is needed: the library's own renders every such component a second time on mount, with another id", () => {
    const { ids } = mount(mantineLibraryUseId);
    expect(ids).toHaveLength(2);
    expect(ids[1]).not.toBe(ids[0]);
  });
});
