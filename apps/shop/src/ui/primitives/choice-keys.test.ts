import { choiceKeyDown } from './choice-keys';

/** Radios as the web's elements: a group, their order, focus and click. */
function radioGroup(count: number, disabled: number[] = []) {
  const log: string[] = [];
  const radios = Array.from({ length: count }, (_, index) => ({
    getAttribute: (name: string) => (name === 'aria-disabled' && disabled.includes(index) ? 'true' : null),
    focus: () => log.push(`focus ${index}`),
    click: () => log.push(`click ${index}`),
    closest: () => group,
  }));
  const group = { querySelectorAll: () => radios };
  return { radios, log };
}

const keyOn = (key: string, currentTarget: unknown) => ({
  key,
  currentTarget,
  preventDefault: jest.fn(),
});

describe('a choice by keyboard', () => {
  it('is pressed by Space, the page not scrolled', () => {
    const onPress = jest.fn();
    const event = keyOn(' ', null);
    choiceKeyDown(onPress, 'checkbox')(event);
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(event.preventDefault).toHaveBeenCalled();
  });

  it('moves to the next radio of its group, past a disabled one, round to the first', () => {
    const { radios, log } = radioGroup(4, [2]);
    choiceKeyDown(jest.fn(), 'radio')(keyOn('ArrowDown', radios[1]));
    choiceKeyDown(jest.fn(), 'radio')(keyOn('ArrowRight', radios[3]));
    choiceKeyDown(jest.fn(), 'radio')(keyOn('ArrowUp', radios[0]));
    expect(log).toEqual(['focus 3', 'click 3', 'focus 0', 'click 0', 'focus 3', 'click 3']);
  });

  it('leaves the arrows alone on a checkbox, and other keys everywhere', () => {
    const { radios, log } = radioGroup(3);
    const onPress = jest.fn();
    choiceKeyDown(onPress, 'checkbox')(keyOn('ArrowDown', radios[0]));
    choiceKeyDown(onPress, 'radio')(keyOn('a', radios[0]));
    expect(log).toEqual([]);
    expect(onPress).not.toHaveBeenCalled();
  });
});
