// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Container } from 'inversify';
import { ContainerProvider } from './container-context.tsx';
import { WithViewModel } from './with-view-model.tsx';

class Counter {
  constructor(readonly id: number) {}
}

const COUNTER = Symbol('Counter');
const BROKEN = Symbol('Broken');

function container() {
  const c = new Container({ defaultScope: 'Transient' });
  let made = 0;
  c.bind<Counter>(COUNTER).toDynamicValue(async () => new Counter(++made));
  c.bind<Counter>(BROKEN).toDynamicValue(async () => {
    throw new Error('chunk failed to load');
  });
  return c;
}

const show = (vm: Counter) => <p>view-model {vm.id}</p>;

afterEach(cleanup);

describe('WithViewModel', () => {
  it('gives every mount of a screen its own view-model', async () => {
    const c = container();
    render(
      <ContainerProvider container={c}>
        <WithViewModel id={COUNTER}>{show}</WithViewModel>
        <WithViewModel id={COUNTER}>{show}</WithViewModel>
      </ContainerProvider>,
    );
    expect(await screen.findByText('view-model 1')).toBeTruthy();
    expect(await screen.findByText('view-model 2')).toBeTruthy();
  });

  it('says something went wrong when the view-model cannot be made', async () => {
    render(
      <ContainerProvider container={container()}>
        <WithViewModel id={BROKEN}>{show}</WithViewModel>
      </ContainerProvider>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong. Please try again later');
    expect(screen.queryByText(/view-model/)).toBeNull();
  });
});
