/** Texts of rearrangeOpp (ops-rearrange.ts). */
export const rearrangeEn = {
  promptRearrangePick: (card: string) => `${card}: pick an opposing SIGNI to move (it swaps places), or done`,
  promptRearrangeTo: (card: string) => `Move ${card} into which zone (swapping with what is there)?`,
  evRearranged: (owner: string, card: string, zone: number) => `${owner}'s ${card} is moved into SIGNI zone ${zone}`,
};

export const rearrangeZh: typeof rearrangeEn = {
  promptRearrangePick: (card) => `${card}：选择要移动的对方精灵（交换位置），或done`,
  promptRearrangeTo: (card) => `将${card}移到哪个区域（与该区域的交换）？`,
  evRearranged: (owner, card, zone) => `${owner}的${card}被移到精灵区${zone}`,
};
